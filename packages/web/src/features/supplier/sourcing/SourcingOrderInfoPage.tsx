import { useQuery } from '@tanstack/react-query';
import { sourcingOrderStatusLabels } from '@zc/sdk/labels';
import { getOnlineSourcingDetailsQueryOptions, pageSupplierSourcingOrdersQueryOptions } from '@zc/sdk/react';
import { formatDateTime } from '@/shared/format/date.ts';
import { labelOf } from '@/shared/format/labels.ts';
import { formatMoney } from '@/shared/format/money.ts';
import { usePageSearch } from '@/shared/page/page.tsx';
import { Details } from '@/shared/ui/Details/Details.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { DealGoodsTable, QuoteSheet, SourcingDetails } from './SourcingSheet.tsx';
import type { SourcingOrder } from './sourcing-orders.tsx';

const blank = (text: string) => <p className="rounded bg-white p-10 text-center text-sm text-slate-400">{text}</p>;

/**
 * 寻源订单详情 (`?id=&orderNo=`). The spec has no call reading one sourcing order, so the order is found in the
 * supplier's order list by its number, then shown with its inquiry and the chosen quotation.
 */
export function SourcingOrderInfoPage() {
  const { id, orderNo } = usePageSearch('/supplier-sourcing-order-info');
  const query = useQuery({
    ...pageSupplierSourcingOrdersQueryOptions({ query: { orderNo, current: 1, size: 100 } }),
    enabled: Boolean(id && orderNo),
  });
  if (!id || !orderNo) return blank('未指定寻源订单');
  return (
    <QueryState query={query}>
      {(page) => {
        const order = page.records.find((row) => row.id === id);
        return order ? <OrderInfo order={order} /> : blank('寻源订单不存在或无权查看');
      }}
    </QueryState>
  );
}

function OrderInfo({ order }: { order: SourcingOrder }) {
  const inquiry = useQuery(getOnlineSourcingDetailsQueryOptions({ path: { id: order.sourcingId } }));
  return (
    <div className="flex flex-col gap-3">
      <Details
        title="订单信息"
        items={[
          { label: '订单编号', value: order.orderNo },
          { label: '订单状态', value: labelOf(sourcingOrderStatusLabels, order.status) },
          { label: '下单时间', value: formatDateTime(order.createTime) },
          { label: '询价标题', value: order.sourcingName, span: 2 },
          { label: '订单金额', value: `¥${formatMoney(order.totalPrice)}` },
          { label: '采购单位', value: order.purchaserOrgName },
          { label: '合同编号', value: order.contractNo },
          { label: '供应商', value: order.supplierName },
          { label: '收货地址', value: order.deliveryAddress, span: 3 },
        ]}
      />
      {order.details?.length ? (
        <section aria-label="成交商品" className="rounded bg-white p-4">
          <DealGoodsTable goods={order.details} />
        </section>
      ) : null}
      <QueryState query={inquiry}>
        {({ sourcing, quotes }) => {
          const chosen = quotes.find((quote) => quote.id === order.quoteId) ?? quotes[0];
          return (
            <>
              {!order.details?.length && chosen && <QuoteSheet quote={chosen} title="成交报价" />}
              <SourcingDetails sourcing={sourcing} />
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
