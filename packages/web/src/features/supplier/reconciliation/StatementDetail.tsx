import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { getAccountDetailByIdQueryOptions } from '@zc/sdk/react';
import { formatDate, formatDateTime } from '../../../shared/format/date.ts';
import { labelOf } from '../../../shared/format/labels.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { createColumns, DataTable } from '../../../shared/ui/DataTable/DataTable.tsx';
import { Details } from '../../../shared/ui/Details/Details.tsx';
import { QueryState } from '../../../shared/ui/QueryState.tsx';
import { orderStatusLabels } from '../orders/labels.ts';
import { accountStatusLabels } from './labels.ts';

type Order = components['schemas']['Order'];
const column = createColumns<Order>();
const orderColumns = [
  column.accessor('orderNo', { header: '订单编号' }),
  column.accessor('buyerName', { header: '下单人' }),
  column.accessor('goodsCount', { header: '商品数量', meta: { align: 'right' } }),
  column.accessor('totalPrice', {
    header: '订单金额',
    cell: (c) => formatMoney(c.getValue()),
    meta: { align: 'right' },
  }),
  column.accessor('status', { header: '订单状态', cell: (c) => labelOf(orderStatusLabels, c.getValue()) }),
  column.accessor('createTime', { header: '下单时间', cell: (c) => formatDateTime(c.getValue()) }),
];
const allOnOnePage = { current: 1, size: 1000 };

/** A statement with its orders (getAccountDetailById), in the statement list's dialog and on /supplier-detail. */
export function StatementDetail({ id }: { id: string }) {
  const query = useQuery(getAccountDetailByIdQueryOptions({ path: { id } }));
  return (
    <QueryState query={query}>
      {(account) => (
        <div className="flex flex-col gap-3">
          <Details
            title="对账单信息"
            items={[
              { label: '对账单号', value: account.accountNo },
              { label: '对账单名称', value: account.accountName },
              { label: '状态', value: labelOf(accountStatusLabels, account.status) },
              { label: '供应商', value: account.supplierName },
              { label: '采购单位', value: account.purchaserName },
              {
                label: '对账期间',
                value: account.startDate && `${formatDate(account.startDate)} 至 ${formatDate(account.endDate)}`,
              },
              { label: '订单数', value: account.orderCount },
              { label: '对账金额', value: `¥${formatMoney(account.totalAmount)}` },
              { label: '付款条件', value: account.paymentTerm },
              { label: '创建时间', value: formatDateTime(account.createTime) },
              { label: '确认时间', value: account.confirmTime && formatDateTime(account.confirmTime) },
              { label: '驳回原因', value: account.rejectReason },
              { label: '备注', value: account.remark, span: 3 },
            ]}
          />
          <section aria-label="对账订单" className="rounded bg-white p-4">
            <h3 className="mb-3 border-l-4 border-brand pl-2 font-medium text-slate-800">对账订单</h3>
            <DataTable
              label="对账订单"
              columns={orderColumns}
              data={{ records: account.orders ?? [], total: account.orders?.length ?? 0 }}
              page={allOnOnePage}
              onPageChange={() => {}}
            />
          </section>
        </div>
      )}
    </QueryState>
  );
}
