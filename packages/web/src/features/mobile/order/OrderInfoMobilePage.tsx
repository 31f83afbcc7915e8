import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type components, getCartItemsByIds, queryKeyOf } from '@zc/sdk';
import { operationQueryOptions } from '@zc/sdk/react';
import { useState } from 'react';
import { GoodsImage } from '@/features/shop/GoodsImage.tsx';
import { bySupplier, useOrderConfirmation } from '@/features/shop/order-confirmation.ts';
import { lineOfCartItem, type OrderLine } from '@/features/shop/submit-order.ts';
import { formatMoney } from '@/shared/format/money.ts';
import { usePageSearch } from '@/shared/page/page.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { MobileHeader, tap } from '../shared/kit.tsx';

type Order = components['schemas']['Order'];
const card = 'mt-2 bg-white p-3 text-sm';

function Confirmation({ rows, onPlaced }: { rows: OrderLine[]; onPlaced: (orders: Order[]) => void }) {
  const queryClient = useQueryClient();
  const order = useOrderConfirmation({
    rows,
    onPlaced,
    onRefused: () => void queryClient.invalidateQueries({ queryKey: queryKeyOf(getCartItemsByIds) }),
  });
  const { address, receipt, rule, planId } = order;
  const plans = rule.data?.plans ?? [];
  return (
    <>
      <section aria-label="收货地址" className={card}>
        <h2 className="mb-1 font-medium">收货地址</h2>
        <select
          aria-label="收货地址"
          value={address?.id ?? ''}
          onChange={(event) => order.setAddressId(event.target.value)}
          className="h-11 w-full rounded border border-slate-200 bg-white px-2"
        >
          {(order.addresses.data ?? []).map((row) => (
            <option key={row.id} value={row.id}>
              {row.consignee} {row.phone} {row.provinceName}
              {row.cityName}
              {row.districtName}
              {row.detailAddress}
            </option>
          ))}
        </select>
      </section>
      <section aria-label="发票信息" className={card}>
        <h2 className="mb-1 font-medium">发票信息</h2>
        <select
          aria-label="发票抬头"
          disabled={order.receiptsLoading}
          value={receipt?.id ?? ''}
          onChange={(event) => order.setReceiptId(event.target.value || null)}
          className="h-11 w-full rounded border border-slate-200 bg-white px-2"
        >
          <option value="">不开发票</option>
          {(order.receipts.data ?? []).map((row) => (
            <option key={row.id} value={row.id}>
              {row.receiptTitle}
            </option>
          ))}
        </select>
      </section>
      {rule.data && (rule.data.planRequired || plans.length > 0) && (
        <section aria-label="采购计划" className={card}>
          <h2 className="mb-1 font-medium">采购计划</h2>
          {rule.data.planRequired && (
            <p className="mb-1 text-xs text-orange-700">本单超出您的类目采购额度，须绑定一个包含所购商品的采购计划。</p>
          )}
          <select
            aria-label="采购计划"
            value={planId ?? ''}
            onChange={(event) => order.setChosenPlan(event.target.value || undefined)}
            className="h-11 w-full rounded border border-slate-200 bg-white px-2"
          >
            <option value="">{rule.data.planRequired ? '请选择采购计划' : '不绑定采购计划'}</option>
            {plans.map((plan) => (
              <option key={plan.id} value={plan.id}>
                {plan.planName}（剩余 ¥{formatMoney(plan.availableAmount)}）
              </option>
            ))}
          </select>
        </section>
      )}
      {bySupplier(rows).map((group) => (
        <section key={group[0]?.supplierId} aria-label={group[0]?.supplierName} className={card}>
          <h2 className="flex justify-between font-medium">
            {group[0]?.supplierName}
            <span className="text-xs font-normal text-slate-500">
              运费 ¥{formatMoney(order.freightOf(group[0]?.supplierId ?? ''))}
            </span>
          </h2>
          <ul>
            {group.map((row) => (
              <li key={row.key} aria-label={row.goodsName} className="mt-2 flex gap-2">
                <GoodsImage url={row.mainImage} alt={row.goodsName} className="size-16 shrink-0 rounded" />
                <span className="min-w-0 flex-1">
                  <span className="line-clamp-2">{row.goodsName}</span>
                  <span className="text-xs text-slate-500">
                    ¥{formatMoney(row.price)} ×{row.quantity}
                    {row.unit}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <label className={`${card} flex flex-col gap-1`}>
        订单备注
        <textarea
          maxLength={200}
          value={order.remark}
          onChange={(event) => order.setRemark(event.target.value)}
          placeholder="选填，200 字以内"
          className="h-16 rounded border border-slate-200 p-2"
        />
      </label>
      {order.refusal.length > 0 && (
        <div role="alert" className="mt-2 bg-red-50 p-3 text-sm text-red-700">
          <p>订单未提交，购物车中的商品已保留：</p>
          <ul className="list-disc pl-5">
            {order.refusal.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="fixed inset-x-0 bottom-12 z-10 mx-auto flex max-w-md items-center gap-2 border-t border-slate-200 bg-white p-2 text-sm">
        <span className="flex-1">
          应付 <strong className="text-red-600">¥{formatMoney(order.goodsAmount + order.totalFreight)}</strong>
        </span>
        <button
          type="button"
          className={tap.danger}
          disabled={!address || order.receiptsLoading || order.placing}
          onClick={order.place}
        >
          {order.placing ? '提交中…' : '提交订单'}
        </button>
      </div>
      <div className="h-16" />
    </>
  );
}

/** Confirming an order of cart rows on a phone: address, invoice title, the plan where one is required, and submit. */
export function OrderInfoMobilePage() {
  const { ids } = usePageSearch('/orderInfoMobile');
  const cartIds = (ids ?? '').split(',').filter(Boolean);
  const [placed, setPlaced] = useState<Order[]>();
  const rows = useQuery({
    ...operationQueryOptions(getCartItemsByIds, { body: cartIds }),
    enabled: cartIds.length > 0 && !placed,
  });
  return (
    <main>
      <MobileHeader title="确认订单" />
      {placed ? (
        <section role="status" className="flex flex-col items-center gap-3 p-10 text-sm">
          <p className="text-base font-medium text-green-700">订单已提交</p>
          {placed.map((order) => (
            <Link key={order.id} to="/orderDetailMobile" search={{ id: order.id }} className="text-brand">
              订单 {order.orderNo}
            </Link>
          ))}
          <Link to="/orderMobile" className={`${tap.primary} leading-11`}>
            查看我的订单
          </Link>
        </section>
      ) : cartIds.length === 0 ? (
        <p className="p-10 text-center text-sm text-slate-500">
          没有要结算的商品，请先在
          <Link to="/shopCart" className="text-brand">
            购物车
          </Link>
          中勾选商品
        </p>
      ) : (
        <QueryState query={rows}>
          {(items) => <Confirmation rows={items.map(lineOfCartItem)} onPlaced={setPlaced} />}
        </QueryState>
      )}
    </main>
  );
}
