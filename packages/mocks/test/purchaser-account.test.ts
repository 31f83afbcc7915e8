import { queryReceipt, saveOrUpdateReceipt } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { withSession } from './support.ts';

withSession('caigou01');

describe('invoice titles', () => {
  it('seeds each purchaser’s organisation title as a 单位 title with its tax number', async () => {
    const titles = await queryReceipt({});
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).toMatchObject({ titleType: 1, taxNo: expect.any(String) });
  });

  it('reads titleType as the spec labels it: 1 单位 needs a tax number, 2 个人 does not', async () => {
    await expect(
      saveOrUpdateReceipt({ body: { receiptType: 1, titleType: 1, receiptTitle: '华北能源集团物资有限公司' } }),
    ).rejects.toMatchObject({ message: '单位抬头须填写纳税人识别号' });
    const personal = await saveOrUpdateReceipt({ body: { receiptType: 3, titleType: 2, receiptTitle: '王采购' } });
    expect(personal.titleType).toBe(2);
    await expect(
      saveOrUpdateReceipt({ body: { receiptType: 2, titleType: 2, receiptTitle: '王采购' } }),
    ).rejects.toMatchObject({ message: '增值税专用发票只能开具给单位' });
  });
});
