import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoadingMask } from './LoadingMask.tsx';
import { apiPath, isMaskWhitelisted, loading } from './loading.ts';

afterEach(() => {
  cleanup();
  loading.reset();
});

describe('the whitelist', () => {
  it.each([
    '/api/search/itemSearch?keyword=纸',
    '/api/search/homePageSearch',
    '/api/nav/queryOfficeSupplies',
    '/api/sysNavigation/queryNavigation',
    '/api/login/verification',
    '/api/notice/mobileverifycode/13800000000',
    '/api/register/getPhoneCode/13800000000',
    '/api/myCollect/saveOrUpdateMyCollect',
    '/api/purchaseQuota/page',
    '/api/category/tree',
    '/api/msg/read/42',
    '/api/msg/readAll',
    '/api/dealMaterial/selectDealMaterialPie',
    'https://zc.example.cn/base/api/category/queryGodCategory',
  ])('lets %s through without the mask', (url) => {
    expect(isMaskWhitelisted(url)).toBe(true);
  });

  it.each([
    '/api/login',
    '/api/goods/page',
    '/api/purchaseCategory/statistics/page',
    '/api/msg/page',
    '/api/categoryItems/statistics/page',
    '/api/order/search-like/1',
  ])('masks %s', (url) => {
    expect(isMaskWhitelisted(url)).toBe(false);
  });

  it('reads the path after /api', () => {
    expect(apiPath('https://host/api/a/b?c=1#d')).toBe('/a/b');
    expect(apiPath('api/a/b')).toBe('/a/b');
    expect(apiPath('/a/b')).toBe('/a/b');
  });
});

describe('the mask', () => {
  it('shows while counted requests are in flight', () => {
    render(<LoadingMask />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => {
      expect(loading.start('/api/goods/page')).toBe(true);
      loading.start('/api/order/page');
      expect(loading.start('/api/search/itemSearch')).toBe(false);
    });
    expect(screen.getByRole('status').textContent).toBe('加载中');
    act(() => {
      loading.end('/api/goods/page');
      loading.end('/api/search/itemSearch');
    });
    expect(screen.getByRole('status')).toBeTruthy();
    act(() => {
      loading.end('/api/order/page');
      loading.end('/api/order/page');
    });
    expect(screen.queryByRole('status')).toBeNull();
    expect(loading.count()).toBe(0);
  });
});
