import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { accountStatusLabels, orderStatusLabels } from '@zc/sdk/labels';
import { getAccountDetailByIdQueryOptions } from '@zc/sdk/react';
import { formatDate, formatDateTime } from '@/shared/format/date.ts';
import { labelOf } from '@/shared/format/labels.ts';
import { formatMoney } from '@/shared/format/money.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { Details } from '@/shared/ui/Details/Details.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { TableSection } from '@/shared/ui/TableSection.tsx';

const orderColumns = columnsOf<components['schemas']['Order']>({
  orderNo: '订单编号',
  buyerName: '下单人',
  goodsCount: { header: '商品数量', align: 'right' },
  totalPrice: ['订单金额', 'money'],
  status: ['订单状态', orderStatusLabels],
  createTime: ['下单时间', 'dateTime'],
});

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
          <TableSection label="对账订单" columns={orderColumns} records={account.orders ?? []} />
        </div>
      )}
    </QueryState>
  );
}

/** A statement opened from its list, over the list. */
export function StatementDetailDialog({
  account,
  onClose,
}: {
  account: { id: string; accountNo: string };
  onClose: () => void;
}) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`对账单详情：${account.accountNo}`}
      width="w-[1000px]"
    >
      <StatementDetail id={account.id} />
    </Dialog>
  );
}
