import { useQuery } from '@tanstack/react-query';
import { pageSupplierSourcingOrders } from '@zc/sdk';
import { sourcingOrderStatusLabels } from '@zc/sdk/labels';
import { getOnlineSourcingDetailsQueryOptions, pageSupplierSourcingOrdersQueryOptions } from '@zc/sdk/react';
import { DealGoodsTable, QuoteSheet, SourcingDetails } from '@/features/sourcing/SourcingSheet.tsx';
import { formatDateTime } from '@/shared/format/date.ts';
import { labelOf } from '@/shared/format/labels.ts';
import { formatMoney } from '@/shared/format/money.ts';
import { usePageSearch } from '@/shared/page/page.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { Details } from '@/shared/ui/Details/Details.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { chooser } from '@/shared/ui/RecordPage/RecordChooser.tsx';
import { ChooseRecord } from '@/shared/ui/RecordPage/RecordPage.tsx';
import { sourcingOrderFilters } from './filters.ts';
import type { SourcingOrder } from './sourcing-orders.tsx';

/** 寻源订单 offers its orders. */
const sourcingOrders = chooser({
  noun: '寻源订单',
  operation: pageSupplierSourcingOrders,
  filters: sourcingOrderFilters,
  columns: columnsOf<SourcingOrder>({
    orderNo: '订单编号',
    sourcingName: '询价标题',
    totalPrice: ['订单金额（元）', 'money'],
    status: ['订单状态', sourcingOrderStatusLabels],
    createTime: ['下单时间', 'dateTime'],
  }),
  open: (order) => ({ id: order.id, orderNo: order.orderNo }),
  name: (order) => order.orderNo,
});

/**
 * 寻源订单详情 (`?id=&orderNo=`). The spec has no call reading one sourcing order, so the order is found in the
 * supplier's order list by its number, then shown with its inquiry and the chosen quotation.
 */
export function SourcingOrderInfoPage() {
  const { id, orderNo } = usePageSearch('/supplier-sourcing-order-info');
  return (
    <ChooseRecord id={id} chooser={sourcingOrders}>
      {(id) => <FoundOrder id={id} orderNo={orderNo} />}
    </ChooseRecord>
  );
}

/** The order of the supplier's list with this id (narrowed by its number when the link gives it), or null. */
function FoundOrder({ id, orderNo }: { id: string; orderNo: string | undefined }) {
  const query = useQuery({
    ...pageSupplierSourcingOrdersQueryOptions({ query: { orderNo, current: 1, size: 100 } }),
    select: (page) => page.records.find((row) => row.id === id) ?? null,
  });
  return <QueryState query={query}>{(order) => <OrderInfo order={order} />}</QueryState>;
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
