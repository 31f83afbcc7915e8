import { describe, expect, it } from 'vitest';
import { discountStatusLabels } from '../src/generated/labels.gen.ts';
import { getPromotionPrice, pageRateSettings, supplierGetOrderById, supplierOrderList } from '../src/index.ts';

describe('what the generator records of a list operation', () => {
  it('names its paging dialect and default page size from the spec (01 §9, 02 §9)', () => {
    expect(getPromotionPrice.meta.paging).toEqual({ page: 'current', size: 'size', defaultSize: 10 });
    expect(supplierOrderList.meta.paging).toEqual({ page: 'pageNum', size: 'pageSize', defaultSize: 10 });
    expect(pageRateSettings.meta.paging).toEqual({ page: 'page', size: 'limit', defaultSize: 20 });
  });

  it('types each query parameter and labels its enums in Chinese', () => {
    expect(getPromotionPrice.meta.query).toMatchObject({ goodsName: 'string', status: 'integer', current: 'integer' });
    expect(getPromotionPrice.meta.enums?.status).toBe(discountStatusLabels);
    expect(discountStatusLabels).toEqual({ 0: '待提交', 1: '待审核', 2: '已生效', 3: '已驳回', 4: '已失效' });
  });

  it('records no paging for a call that answers one record', () => {
    expect(supplierGetOrderById.meta.paging).toBeUndefined();
  });
});
