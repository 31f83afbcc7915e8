import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { supplierGetWelfareOrderByIdQueryOptions } from '@zc/sdk/react';
import { usePageSearch } from '../../../app/page.tsx';
import { formatDateTime } from '../../../shared/format/date.ts';
import { labelOf } from '../../../shared/format/labels.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { createColumns } from '../../../shared/ui/DataTable/DataTable.tsx';
import { Details } from '../../../shared/ui/Details/Details.tsx';
import { QueryState } from '../../../shared/ui/QueryState.tsx';
import { TableSection } from '../orders/TableSection.tsx';
import { welfareOrderStatusLabels } from './labels.ts';
import { useSyncWelfareOrder } from './welfare-sync.ts';

type Line = components['schemas']['WelfareOrderDetail'];
const column = createColumns<Line>();
const columns = [
  column.accessor('sku', { header: 'SKU' }),
  column.accessor('goodsName', { header: '商品名称' }),
  column.accessor('price', { header: '单价', cell: (c) => formatMoney(c.getValue()), meta: { align: 'right' } }),
  column.accessor('buyNum', { header: '数量', meta: { align: 'right' } }),
  column.accessor('amount', { header: '金额', cell: (c) => formatMoney(c.getValue()), meta: { align: 'right' } }),
];

/** 福利订单详情 (`?id=`): the order, who placed it, where it goes, how it was paid, and its goods. */
export function WelfareOrderInfoPage() {
  const { id } = usePageSearch<{ id?: string }>();
  const query = useQuery({ ...supplierGetWelfareOrderByIdQueryOptions({ path: { id: id ?? '' } }), enabled: !!id });
  const sync = useSyncWelfareOrder();
  if (!id) return <p className="rounded bg-white p-10 text-center text-sm text-slate-400">未指定订单</p>;
  return (
    <QueryState query={query}>
      {(order) => (
        <div className="flex flex-col gap-3">
          <Details
            title="订单信息"
            actions={
              <Button size="sm" loading={sync.isPending} onClick={() => sync.mutate(order.id)}>
                同步
              </Button>
            }
            items={[
              { label: '订单编号', value: order.orderNo },
              { label: '电商订单号', value: order.thirdOrderNo },
              { label: '订单状态', value: labelOf(welfareOrderStatusLabels, order.status) },
              { label: '福利活动', value: order.welfareName },
              { label: '下单人', value: [order.userName, order.phone].filter(Boolean).join(' ') },
              { label: '所属单位', value: order.purchaserName },
              { label: '订单金额', value: formatMoney(order.totalPrice) },
              { label: '福利额度支付', value: formatMoney(order.quotaAmount) },
              { label: '个人支付', value: formatMoney(order.selfPayAmount) },
              { label: '下单时间', value: formatDateTime(order.createTime) },
              { label: '发货时间', value: formatDateTime(order.deliverTime) },
              { label: '收货时间', value: formatDateTime(order.receiveTime) },
            ]}
          />
          <Details
            title="收货信息"
            items={[
              { label: '收货人', value: order.consignee },
              { label: '联系电话', value: order.consigneePhone },
              { label: '收货地址', value: order.address, span: 3 },
              { label: '备注', value: order.remark, span: 3 },
            ]}
          />
          <TableSection label="商品明细" columns={columns} records={order.details ?? []} />
        </div>
      )}
    </QueryState>
  );
}
