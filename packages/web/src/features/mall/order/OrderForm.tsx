import type { components } from '@zc/sdk';
import type { ReactNode } from 'react';
import { AddressChoice, ReceiptChoice } from '@/features/orders/OrderChoices.tsx';
import { GoodsImage } from '@/features/shop/GoodsImage.tsx';
import { amountOf, bySupplier, useOrderConfirmation } from '@/features/shop/order-confirmation.ts';
import type { OrderLine } from '@/features/shop/submit-order.ts';
import { formatMoney } from '@/shared/format/money.ts';
import { PlanChoice } from './PlanChoice.tsx';

type Order = components['schemas']['Order'];

const section = 'mt-4 bg-white px-6 py-4';
const heading = 'mb-3 text-base font-semibold';

/**
 * The confirmation of an order: address, invoice title, purchase plan, goods by supplier with freight, remark, totals
 * and 提交订单. A refusal is shown above the totals and nothing chosen or typed is lost. `plan` fixes the plan (an order
 * of a plan's goods); `quantity` draws a line's quantity (an editor) instead of ×n.
 */
export function OrderForm({
  rows,
  onPlaced,
  onRefused,
  plan,
  quantity,
}: {
  rows: readonly OrderLine[];
  onPlaced: (orders: Order[], planName?: string) => void;
  onRefused?: () => void;
  plan?: string;
  quantity?: (line: OrderLine) => ReactNode;
}) {
  const order = useOrderConfirmation({ rows, onPlaced, onRefused, plan });
  const { addresses, address, receipts, receiptsLoading, receipt, rule, planId, refusal, goodsAmount, freightOf } =
    order;
  return (
    <>
      <section aria-label="收货地址" className={section}>
        <h2 className={heading}>收货地址</h2>
        <AddressChoice addresses={addresses.data} chosenId={address?.id} onChoose={order.setAddressId} />
      </section>
      <section aria-label="发票信息" className={section}>
        <h2 className={heading}>发票信息</h2>
        <ReceiptChoice
          receipts={receipts.data}
          loading={receiptsLoading}
          chosenId={receipt?.id}
          onChoose={(id) => order.setReceiptId(id ?? null)}
        />
      </section>
      <PlanChoice rule={rule.data} planId={planId} onChoose={order.setChosenPlan} fixed={Boolean(plan)} />
      <section aria-label="商品清单" className={section}>
        <h2 className={heading}>商品清单</h2>
        {bySupplier(rows).map((group) => (
          <div key={group[0]?.supplierId} className="mb-3 border border-slate-200">
            <h3 className="flex justify-between bg-slate-50 px-4 py-2 text-sm">
              <span className="font-semibold">{group[0]?.supplierName}</span>
              <span className="text-slate-500">
                运费：{address ? `¥${formatMoney(freightOf(group[0]?.supplierId ?? ''))}` : '选择收货地址后计算'}
              </span>
            </h3>
            <ul>
              {group.map((row) => (
                <li
                  key={row.key}
                  aria-label={row.goodsName}
                  className="grid grid-cols-[1fr_140px_140px_140px] items-center border-t border-slate-100 px-4 py-3 text-sm"
                >
                  <span className="flex items-center gap-3">
                    <GoodsImage url={row.mainImage} alt={row.goodsName} className="size-14 border border-slate-100" />
                    <span>
                      {row.goodsName}
                      <span className="block text-xs text-slate-500">{row.spec}</span>
                    </span>
                  </span>
                  <span className="text-center">¥{formatMoney(row.price)}</span>
                  <span className="text-center">
                    {quantity ? (
                      quantity(row)
                    ) : (
                      <>
                        ×{row.quantity}
                        {row.unit}
                      </>
                    )}
                  </span>
                  <strong className="text-right text-red-600">¥{formatMoney(amountOf(row))}</strong>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <label className="flex items-start gap-3 text-sm">
          <span className="pt-1.5 text-slate-500">订单备注</span>
          <textarea
            aria-label="订单备注"
            maxLength={200}
            value={order.remark}
            onChange={(event) => order.setRemark(event.target.value)}
            placeholder="选填，200 字以内：对本次交易的说明"
            className="h-16 flex-1 rounded border border-slate-300 px-2.5 py-1.5 focus:border-brand focus:outline-none"
          />
        </label>
      </section>
      {refusal.length > 0 && (
        <div role="alert" className="mt-4 border border-red-200 bg-red-50 px-6 py-3 text-sm text-red-700">
          <p className="font-semibold">
            {rows.some((row) => row.cartId) ? '订单未提交，购物车中的商品已保留：' : '订单未提交：'}
          </p>
          <ul className="mt-1 list-disc pl-5">
            {refusal.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      <section aria-label="结算" className="mt-4 flex flex-col items-end gap-1 bg-white px-6 py-4 text-sm">
        <p>
          {rows.reduce((sum, row) => sum + row.quantity, 0)} 件商品，商品总额：¥{formatMoney(goodsAmount)}
        </p>
        <p>运费：¥{formatMoney(order.totalFreight)}</p>
        <p className="text-base">
          应付总额：<strong className="text-2xl text-red-600">¥{formatMoney(goodsAmount + order.totalFreight)}</strong>
        </p>
        {address && (
          <p className="text-xs text-slate-500">
            寄送至：{address.provinceName}
            {address.cityName}
            {address.districtName} {address.detailAddress}　收货人：{address.consignee} {address.phone}
          </p>
        )}
        <button
          type="button"
          disabled={!address || receiptsLoading || order.placing}
          onClick={order.place}
          className="mt-2 h-11 w-44 rounded bg-red-600 text-lg text-white hover:bg-red-700 disabled:cursor-not-allowed disabled:bg-slate-300"
        >
          {order.placing ? '提交中…' : '提交订单'}
        </button>
      </section>
    </>
  );
}
