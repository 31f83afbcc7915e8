import type { components } from '@zc/sdk';
import type { ReactNode } from 'react';
import { type ColumnSpec, columnsOf } from '@/shared/ui/DataTable/columns.tsx';

type Row = components['schemas']['OrderApprovalTask'];

/** An order's summary in an approval list (the approver's own unit's), then the list's own columns and actions. */
export const orderColumns = (own: Partial<Record<keyof Row, ColumnSpec<Row>>>, actions: (row: Row) => ReactNode) =>
  columnsOf<Row>({
    orderNo: '订单编号',
    applicantName: '下单人',
    supplierName: '供应商',
    totalPrice: ['订单金额', 'money'],
    ...own,
    actions: { header: '操作', cell: actions },
  });
