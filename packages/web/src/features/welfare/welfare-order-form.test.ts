import { describe, expect, it } from 'vitest';
import { choicesFor, totalOf, type WelfareGoods } from './welfare-order-form.ts';

const goods = (id: string, supplierId: string, price: number) => ({ id, supplierId, price }) as WelfareGoods;
const offered = [goods('a1', 'A', 10), goods('a2', 'A', 20.5), goods('b1', 'B', 30)];

describe('a welfare order’s lines', () => {
  it('offer a first line every goods item, and later lines only the other lines’ supplier’s goods not taken', () => {
    expect(choicesFor(0, [{ goodsId: '' }], offered).map((row) => row.id)).toEqual(['a1', 'a2', 'b1']);
    expect(choicesFor(1, [{ goodsId: 'a1' }, { goodsId: '' }], offered).map((row) => row.id)).toEqual(['a2']);
    expect(choicesFor(0, [{ goodsId: 'a1' }, { goodsId: 'a2' }], offered).map((row) => row.id)).toEqual(['a1']);
  });

  it('offer a line what a search found, of the supplier of the other lines’ goods found before', () => {
    const found = [goods('a3', 'A', 5), goods('b2', 'B', 6)];
    expect(choicesFor(1, [{ goodsId: 'a1' }, { goodsId: '' }], offered, found).map((row) => row.id)).toEqual(['a3']);
  });

  it('total the complete lines at the goods’ prices', () => {
    expect(totalOf([{ goodsId: 'a1', buyNum: 3 }, { goodsId: 'a2', buyNum: 2 }, { goodsId: '' }], offered)).toBe(71);
  });
});
