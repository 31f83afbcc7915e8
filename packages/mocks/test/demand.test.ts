import {
  backDemands,
  getMaterial,
  getMaterialCommodity,
  listDemands,
  queryDeliveryAddress,
  saveDemandOrder,
  submitDemand,
  updateDemand,
} from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { catalogueTables } from '../src/tables/catalogue.ts';
import { orderTables as t } from '../src/tables/orders.ts';
import { login, withSession } from './support.ts';

withSession();

const onShelf = () => catalogueTables.goods.all().filter((row) => row.goodsState === 1 && row.stock >= 50);
const today = () => new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

describe('a demand order as the applicant writes it', () => {
  it('keeps the chosen address and refuses a goods item twice, a past date and another’s address', async () => {
    await login('caigou01');
    const [first, second] = onShelf();
    const [address] = await queryDeliveryAddress({ query: {} });
    const body = { demandName: '综合办公室一月办公用品需求', expectDate: today() };
    await expect(
      submitDemand({
        body: {
          ...body,
          items: [
            { goodsId: first?.id ?? '', buyNum: 2 },
            { goodsId: first?.id ?? '', buyNum: 3 },
          ],
        },
      }),
    ).rejects.toMatchObject({ msg: `商品“${first?.name}”重复添加，请合并为一行` });
    await expect(
      submitDemand({ body: { ...body, expectDate: '2020-01-01', items: [{ goodsId: first?.id ?? '', buyNum: 2 }] } }),
    ).rejects.toMatchObject({ msg: '期望到货日期不能早于今天' });
    const others = t.addresses.all().find((row) => row.userId !== address?.userId);
    await expect(
      submitDemand({
        body: { ...body, deliveryAddressId: others?.id, items: [{ goodsId: first?.id ?? '', buyNum: 2 }] },
      }),
    ).rejects.toMatchObject({ msg: '收货地址不存在，请重新选择' });

    const demand = await submitDemand({
      body: {
        ...body,
        deliveryAddressId: address?.id,
        items: [
          { goodsId: first?.id ?? '', buyNum: 2 },
          { goodsId: second?.id ?? '', buyNum: 5 },
        ],
      },
    });
    expect(demand).toMatchObject({ status: 0, deliveryAddressId: address?.id, goodsCount: 7 });
    expect(demand.address).toContain(address?.consignee);
  });

  it('is revised by its applicant once sent back and waits to be collected again', async () => {
    await login('caigou01');
    const [goods, other] = onShelf();
    const demand = await submitDemand({
      body: { demandName: '信息中心耗材需求', items: [{ goodsId: goods?.id ?? '', buyNum: 4 }] },
    });
    await backDemands({ body: { ids: [demand.id], reason: '请补充型号' } });
    const revised = await updateDemand({
      body: {
        id: demand.id,
        demandName: '信息中心耗材需求（补充型号）',
        items: [{ goodsId: other?.id ?? '', buyNum: 6 }],
      },
    });
    expect(revised).toMatchObject({ status: 0, demandName: '信息中心耗材需求（补充型号）', goodsCount: 6 });
    expect(revised.backReason).toBeUndefined();
    expect(revised.items?.map((item) => item.goodsId)).toEqual([other?.id]);
    const [listed] = (await listDemands({ query: { demandNo: demand.demandNo } })).records;
    expect(listed?.items).toHaveLength(1);

    await t.demands.update(demand.id, { status: 3 });
    await expect(
      updateDemand({ body: { id: demand.id, demandName: '再改', items: [{ goodsId: goods?.id ?? '', buyNum: 1 }] } }),
    ).rejects.toMatchObject({ msg: `需求单${demand.demandNo}当前为“已下单”状态，不能修改` });

    await login('xiangmu01');
    await expect(
      updateDemand({ body: { id: demand.id, demandName: '代改', items: [{ goodsId: goods?.id ?? '', buyNum: 1 }] } }),
    ).rejects.toMatchObject({ code: 403, msg: '只能修改本人提交的需求单' });
  });

  it('refuses a supplier with 403 before looking at what it sent', async () => {
    await login('gys01');
    await expect(updateDemand({ body: {} as never })).rejects.toMatchObject({ code: 403 });
  });
});

describe('ordering from the demand car', () => {
  it('places the orders at the price in force and refuses a price that changed', async () => {
    await login('caigou01');
    const [goods] = onShelf().filter((row) => row.minBuyNum === 1);
    const [address] = await queryDeliveryAddress({ query: {} });
    const item = { goodsId: goods?.id ?? '', buyNum: 1 };
    await expect(
      saveDemandOrder({
        body: { items: [{ ...item, price: 0.01 }], deliveryAddressId: address?.id ?? '' },
      }),
    ).rejects.toMatchObject({ msg: expect.stringMatching(/^商品“.+”价格已变动，现价¥[\d.]+，请确认后重新提交$/) });
    const [order] = await saveDemandOrder({ body: { items: [item], deliveryAddressId: address?.id ?? '' } });
    expect(order).toMatchObject({ orderType: 7, supplierId: goods?.supplierId });
  });
});

describe('a material as a purchaser sees it', () => {
  it('reads a valid material and only its goods on shelf', async () => {
    await login('caigou01');
    const material = catalogueTables.materials
      .all()
      .find(
        (row) =>
          row.isValid === 1 &&
          catalogueTables.goods.count((goods) => goods.materialId === row.id && goods.goodsState !== 1) > 0,
      );
    if (!material) throw new Error('no valid material with goods off shelf');
    expect(await getMaterial({ path: { id: material.id } })).toMatchObject({ materialName: material.materialName });
    const goods = await getMaterialCommodity({ query: { materialId: material.id, current: 1, size: 100 } });
    expect(goods.records.length).toBeGreaterThan(0);
    expect(goods.records.every((row) => row.goodsState === 1)).toBe(true);

    const invalid = catalogueTables.materials.all().find((row) => row.isValid !== 1);
    if (invalid)
      await expect(getMaterial({ path: { id: invalid.id } })).rejects.toMatchObject({ msg: '物料不存在或已失效' });
  });
});
