import { describe, expect, it } from 'vitest';
import { basepathOf, guard, isMobileUserAgent, isWhitelisted, mobileRedirect } from './guard.ts';

const iPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156 Safari/537.36';

describe('mobile detection', () => {
  it.each([
    [iPhone, true],
    [android, true],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)', true],
    [desktop, false],
  ])('%s is mobile: %s', (userAgent, mobile) => {
    expect(isMobileUserAgent(userAgent)).toBe(mobile);
  });
});

describe('the guard', () => {
  it('always lets whitelisted pages through', () => {
    for (const path of [
      '/login',
      '/register',
      '/403',
      '/',
      '/search',
      '/bidding-details',
      '/notice-list',
      '/service',
    ]) {
      expect(isWhitelisted(path), path).toBe(true);
      expect(guard({ path, hasToken: false, mobile: false }), path).toEqual({ pass: true });
    }
  });

  it('sends a desktop browser without a token to /login', () => {
    expect(guard({ path: '/supplier-workbench', hasToken: false, mobile: false })).toEqual({ redirect: '/login' });
    expect(guard({ path: '/purchase/my-cart', hasToken: false, mobile: false })).toEqual({ redirect: '/login' });
  });

  it('lets a signed-in user through', () => {
    expect(guard({ path: '/supplier-workbench', hasToken: true, mobile: false })).toEqual({ pass: true });
  });

  it('sends a mobile browser asking for /login to /loginMobile, and lets it through elsewhere', () => {
    expect(guard({ path: '/login', hasToken: false, mobile: true })).toEqual({ redirect: '/loginMobile' });
    expect(guard({ path: '/orderMobile', hasToken: false, mobile: true })).toEqual({ pass: true });
  });

  it('does not whitelist workbench pages that merely resemble public ones', () => {
    expect(isWhitelisted('/detail-x')).toBe(false);
    expect(isWhitelisted('/supplier-bidding')).toBe(false);
  });
});

it('takes the base path from the tenant path', () => {
  expect(basepathOf('/t/zc001/purchase/my-cart')).toBe('/t/zc001');
  expect(basepathOf('/purchase/my-cart')).toBe('/');
});

describe('a phone visiting the mall (the root view)', () => {
  const random = () => '42';
  describe('with the H5 application set', () => {
    const h5BaseUrl = 'https://h5.example.com/app/';
    const follow = (path: string, id?: string) => mobileRedirect({ path, id, h5BaseUrl, random });

    it('stays on /detailMobile', () => {
      expect(follow('/detailMobile', 'g1')).toBeUndefined();
    });

    it('opens a notice on the H5 notice page with its id and a random value', () => {
      expect(follow('/notice-details', 'n1')).toEqual({
        href: 'https://h5.example.com/app/my/notice/notice-detail?id=n1&random=42',
      });
    });

    it.each(['/bidding-details', '/backhand-details', '/sourcing-details', '/auction-details'])(
      'opens %s on the H5 project page with its id and a random value',
      (path) => {
        expect(follow(path, 'p1')).toEqual({ href: 'https://h5.example.com/app/bidding/home/info?id=p1&random=42' });
      },
    );

    it('sends any other page to the H5 root', () => {
      expect(follow('/', undefined)).toEqual({ href: 'https://h5.example.com/app/' });
      expect(follow('/search', undefined)).toEqual({ href: 'https://h5.example.com/app/' });
    });
  });

  describe("without it, onto this app's mobile pages", () => {
    const follow = (path: string, id?: string) => mobileRedirect({ path, id, h5BaseUrl: undefined, random });

    it('stays on /detailMobile', () => {
      expect(follow('/detailMobile', 'g1')).toBeUndefined();
    });

    it('opens a notice on /noticeMobileDetail', () => {
      expect(follow('/notice-details', 'n1')).toEqual({ to: '/noticeMobileDetail', search: { id: 'n1' } });
    });

    it.each(['/bidding-details', '/backhand-details', '/sourcing-details', '/auction-details'])(
      'opens %s on /projectMobile',
      (path) => {
        expect(follow(path, 'p1')).toEqual({ to: '/projectMobile', search: { id: 'p1' } });
      },
    );

    it('sends any other page to /homeMobile', () => {
      expect(follow('/', undefined)).toEqual({ to: '/homeMobile', search: {} });
      expect(follow('/carover', undefined)).toEqual({ to: '/homeMobile', search: {} });
    });
  });
});
