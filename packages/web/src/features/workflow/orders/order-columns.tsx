import type { components } from '@zc/sdk';
import type { ReactNode } from 'react';
import { type ColumnSpec, columnsOf } from '@/shared/ui/DataTable/columns.tsx';

type Row = components['schemas']['OrderApprovalTask'];

/** An order's summary in an approval list, then the list's own columns and actions. */
export const orderColumns = (own: Partial<Record<keyof Row, ColumnSpec<Row>>>, actions: (row: Row) => ReactNode) =>
  columnsOf<Row>({
    orderNo: '订单编号',
    orgName: '采购单位',
    applicantName: '下单人',
    supplierName: '供应商',
    totalPrice: ['订单金额', 'money'],
    createTime: ['提交时间', 'dateTime'],
    ...own,
    actions: { header: '操作', cell: actions },
  });
