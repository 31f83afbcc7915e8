// The columns of the administrator's order lists, with each row's actions at the end.
import type { components } from '@zc/sdk';
import { orderInterfaceErrFlagLabels, orderStatusLabels, orderTypeLabels } from '@zc/sdk/labels';
import { type RowAction, RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';

const actionsColumn = <Row,>(actionsOf: (row: Row) => RowAction[], inline?: number) => ({
  header: '操作',
  className: 'whitespace-nowrap',
  cell: (row: Row) => <RowActions actions={actionsOf(row)} inline={inline} />,
});

/** 订单管理. */
export const orderColumns = (actionsOf: (order: components['schemas']['Order']) => RowAction[]) =>
  columnsOf<components['schemas']['Order']>({
    orderNo: '订单编号',
    status: ['订单状态', orderStatusLabels],
    purchaserName: '采购单位',
    supplierName: '供应商',
    orderType: ['订单类型', orderTypeLabels],
    totalPrice: ['订单金额', 'money'],
    createTime: ['下单时间', 'dateTime'],
    actions: actionsColumn(actionsOf),
  });

/** 失败订单. */
export const failureColumns = (actionsOf: (failure: components['schemas']['OrderInterfaceErr']) => RowAction[]) =>
  columnsOf<components['schemas']['OrderInterfaceErr']>({
    orderNo: '订单编号',
    flag: ['处理状态', orderInterfaceErrFlagLabels],
    supplierName: '供应商',
    purchaserName: '采购单位',
    interfaceName: '失败环节',
    errorMsg: { header: '失败原因', className: 'text-red-600' },
    retryCount: { header: '重试次数', align: 'right' },
    createTime: ['失败时间', 'dateTime'],
    handlerName: '处理人',
    actions: actionsColumn(actionsOf, 3),
  });
