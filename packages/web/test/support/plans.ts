// Purchase plans for order tests: caigou01 may buy 电脑办公 goods up to ¥200,000 outside plans, so a plan of a high
// planned price takes that quota and such goods are then bought against a plan, on the desktop as on a phone.
import { addPurchasePlan, checkPurchasePlan, type components, getAllCheckPlanUsers, searchItems } from '@zc/sdk';
import { signInToMall as signIn } from './mall.tsx';

/** A 电脑办公 goods item in stock, bought one at a time. */
export async function computingGoods() {
  const { records } = await searchItems({ query: { page: 1, size: 40 }, body: { keyword: '电脑办公', inStock: 1 } });
  const goods = records.find((row) => (row.minBuyNum ?? 1) === 1 && row.stock >= 10);
  if (!goods) throw new Error('no 电脑办公 goods in stock');
  return goods;
}

/**
 * An approved 商城直购 plan of caigou01 for `num` of the goods item at a planned `price` (a high one takes the whole
 * 电脑办公 quota); caigou01 is signed in again afterwards.
 */
export async function approvedPlan(goods: components['schemas']['GoodsItem'], num: number, price = goods.price) {
  await signIn('caigou01');
  const approver = (await getAllCheckPlanUsers()).find((user) => user.account === 'shenpi01');
  const plan = await addPurchasePlan({
    body: {
      planName: '信息中心电脑更新计划',
      purchaseType: 1,
      startDate: new Date().toISOString().slice(0, 10),
      endDate: '2099-12-31',
      items: [{ goodsId: goods.id, goodsName: goods.name, price, num }],
      approverIds: [approver?.id ?? ''],
      submit: true,
    },
  });
  await signIn('shenpi01');
  await checkPurchasePlan({ body: { id: plan.id, result: 1 } });
  await signIn('caigou01');
  return plan;
}
