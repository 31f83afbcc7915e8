import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type components, listPurchasePlans, orderCheck, queryKeyOf } from '@zc/sdk';
import {
  checkPlanValidityQueryOptions,
  getPlanOrderGoodsListQueryOptions,
  operationQueryOptions,
  queryDeliveryAddressQueryOptions,
} from '@zc/sdk/react';
import { useState } from 'react';
import { QuantityInput } from '@/features/shop/QuantityInput.tsx';
import type { OrderLine } from '@/features/shop/submit-order.ts';
import { formatMoney } from '@/shared/format/money.ts';
import { defineFilters, text } from '@/shared/list/filters.ts';
import { usePageSearch } from '@/shared/page/page.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { chooser } from '@/shared/ui/RecordPage/RecordChooser.tsx';
import { ChooseRecord } from '@/shared/ui/RecordPage/RecordPage.tsx';
import { OrderForm } from './OrderForm.tsx';
import { OrderResult } from './OrderResult.tsx';

type PlanItem = components['schemas']['PurchasePlanItem'];
type Order = components['schemas']['Order'];
type Plan = components['schemas']['PurchasePlan'];
type Placed = { orders: Order[]; planName?: string };

const remainingOf = (item: PlanItem) => Math.max(0, item.num - (item.orderedNum ?? 0));

/** The plan's mall goods still to order, each at most what is left of it, at the mall's current price. */
function PlanOrder({
  planId,
  items,
  onPlaced,
}: {
  planId: string;
  items: PlanItem[];
  onPlaced: (placed: Placed) => void;
}) {
  const queryClient = useQueryClient();
  const orderable = items.filter((item) => item.goodsId && item.supplierId && remainingOf(item) > 0);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const quantityOf = (item: PlanItem) => Math.min(quantities[item.id] ?? remainingOf(item), remainingOf(item));
  const addresses = useQuery(queryDeliveryAddressQueryOptions({ query: { addressType: 1 } }));
  const addressId = (addresses.data?.find((row) => row.isDefault === 1) ?? addresses.data?.[0])?.id;
  // The current prices (ladder prices follow the quantity) and stock, as the order check sees them.
  const check = useQuery({
    ...operationQueryOptions(orderCheck, {
      body: {
        deliveryAddressId: addressId ?? '',
        items: orderable.map((item) => ({ goodsId: item.goodsId ?? '', buyNum: quantityOf(item) })),
      },
    }),
    enabled: Boolean(addressId) && orderable.length > 0,
    placeholderData: keepPreviousData,
  });
  // Goods taken off shelf since the plan was approved cannot be ordered: they are left out and counted below.
  const offShelf = new Set(
    (check.data?.items ?? []).filter((row) => row.reason === '商品不存在或已下架').map((row) => row.goodsId),
  );
  const lines = orderable
    .filter((item) => !offShelf.has(item.goodsId ?? ''))
    .map(
      (item): OrderLine => ({
        key: item.id,
        goodsId: item.goodsId ?? '',
        sku: item.sku,
        goodsName: item.goodsName,
        mainImage: item.mainImage,
        spec: item.spec,
        unit: item.unit,
        supplierId: item.supplierId ?? '',
        supplierName: item.supplierName,
        price: check.data?.items.find((row) => row.goodsId === item.goodsId)?.price ?? item.price,
        quantity: quantityOf(item),
      }),
    );
  const skipped = items.length - lines.length;
  if (lines.length === 0)
    return (
      <p className="mt-4 bg-white py-20 text-center text-slate-500">该采购计划的商品已全部下单，没有可下单的商城商品</p>
    );
  return (
    <>
      {skipped > 0 && (
        <p className="mt-4 bg-amber-50 px-6 py-2 text-sm text-amber-700">
          另有 {skipped} 项计划商品已下完、已下架或不是商城商品，未列入本次订单。
        </p>
      )}
      <OrderForm
        rows={lines}
        plan={planId}
        onPlaced={(orders, planName) => onPlaced({ orders, planName })}
        onRefused={() => void queryClient.invalidateQueries({ queryKey: queryKeyOf(orderCheck) })}
        quantity={(line) => {
          const item = orderable.find((row) => row.id === line.key) as PlanItem;
          return (
            <span className="inline-flex flex-col items-center gap-1">
              <QuantityInput
                label={`${line.goodsName}数量`}
                value={line.quantity}
                max={remainingOf(item)}
                onChange={(quantity) => setQuantities((all) => ({ ...all, [item.id]: quantity }))}
              />
              <span className="text-xs text-slate-500">
                计划剩余 {remainingOf(item)}
                {line.unit}
              </span>
            </span>
          );
        }}
      />
    </>
  );
}

/** The purchaser's approved plans of mall goods, as 采购计划 offers them to order. */
const approvedPlanChooser = chooser({
  noun: '采购计划',
  operation: listPurchasePlans,
  filters: defineFilters({ planNo: text('计划编号'), planName: text('计划名称') }),
  query: { status: 2, purchaseType: 1 },
  columns: columnsOf<Plan>({
    planNo: '计划编号',
    planName: '计划名称',
    planAmount: ['计划金额', 'money'],
    createTime: ['创建时间', 'dateTime'],
  }),
  open: (plan) => ({ id: plan.id }),
  name: (plan) => plan.planName,
});

/**
 * 确认订单信息 of a purchase plan (/purchase-plan-order?id=): the approved plan's goods still to order, quantities up
 * to what the plan has left, address and invoice as on /orderover; the orders placed are bound to the plan.
 */
export function PlanOrderPage() {
  const { id } = usePageSearch('/purchase-plan-order');
  return (
    <main className="mx-auto w-[1200px] pt-4">
      <ChooseRecord id={id} chooser={approvedPlanChooser}>
        {(id) => <OrderOfPlan id={id} />}
      </ChooseRecord>
    </main>
  );
}

function OrderOfPlan({ id }: { id: string }) {
  const [placed, setPlaced] = useState<Placed>();
  const validity = useQuery(checkPlanValidityQueryOptions({ path: { id } }));
  const goods = useQuery({ ...getPlanOrderGoodsListQueryOptions({ query: { planId: id } }), enabled: !placed });
  return (
    <>
      <h1 className="flex items-baseline gap-4 text-lg font-semibold">
        确认订单信息
        {validity.data && !placed && (
          <span className={`text-sm font-normal ${validity.data.valid ? 'text-slate-500' : 'text-red-600'}`}>
            {validity.data.valid
              ? `按采购计划下单，计划剩余金额 ¥${formatMoney(validity.data.availableAmount)}`
              : validity.data.message}
          </span>
        )}
      </h1>
      {placed ? (
        <OrderResult orders={placed.orders} planName={placed.planName} />
      ) : (
        <QueryState query={goods}>{(items) => <PlanOrder planId={id} items={items} onPlaced={setPlaced} />}</QueryState>
      )}
    </>
  );
}
