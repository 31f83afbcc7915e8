import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type components,
  invalidateTag,
  listOrderInterfaceErrs,
  retryOrderInterfaceErr,
  updateOrderInterfaceErrFlag,
} from '@zc/sdk';
import { orderInterfaceErrFlagLabels } from '@zc/sdk/labels';
import { useRetryOrderInterfaceErr } from '@zc/sdk/react';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { useMayCall } from '@/shared/permission/may-call.tsx';
import { confirm } from '@/shared/ui/ConfirmDialog/confirm.ts';
import { RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { useSupplierLabels } from '../shared/suppliers.tsx';
import { orderFailureFilters } from './filters.ts';
import { OrderInfoDialog } from './OrderInfoDialog.tsx';

type Failure = components['schemas']['OrderInterfaceErr'];

/** 失败订单: the orders an e-commerce supplier's system refused, with its error, a retry and 标记已处理. */
export function OrderFailurePage() {
  const list = useList(listOrderInterfaceErrs, orderFailureFilters, { labels: useSupplierLabels() });
  const mayHandle = useMayCall(retryOrderInterfaceErr);
  const retry = useRetryOrderInterfaceErr();
  const client = useQueryClient();
  // 标记已处理 is a GET, as documented: called as a change here, and the list reloaded.
  const mark = useMutation({
    mutationFn: (id: string) => updateOrderInterfaceErrFlag({ query: { id, flag: 1 } }),
    onSuccess: () => invalidateTag(client, 'orders'),
  });
  const [viewing, setViewing] = useState<Failure>();
  const retryOne = async (row: Failure) => {
    const result = await retry.mutateAsync({ path: { id: row.id } });
    if (result.flag === 1) toast.success(`订单 ${row.orderNo} 已重新推送成功`);
    else toast.error(`重新推送失败：${result.errorMsg}`);
  };
  const markHandled = async (row: Failure) => {
    const asked = { title: '标记已处理', message: `确定将订单 ${row.orderNo} 的失败记录标记为已处理吗？` };
    if (!(await confirm(asked))) return;
    await mark.mutateAsync(row.id);
    toast.success('已标记为已处理');
  };
  const columns = columnsOf<Failure>({
    orderNo: '订单编号',
    flag: ['处理状态', orderInterfaceErrFlagLabels],
    supplierName: '供应商',
    purchaserName: '采购单位',
    interfaceName: '失败环节',
    errorMsg: { header: '失败原因', className: 'text-red-600' },
    retryCount: { header: '重试次数', align: 'right' },
    createTime: ['失败时间', 'dateTime'],
    handlerName: '处理人',
    actions: {
      header: '操作',
      className: 'whitespace-nowrap',
      cell: (row) => (
        <RowActions
          actions={[
            { label: '详情', onClick: () => setViewing(row) },
            { label: '重试', onClick: () => retryOne(row), hidden: !mayHandle || row.flag === 1 },
            { label: '标记已处理', onClick: () => markHandled(row), hidden: !mayHandle || row.flag === 1 },
          ]}
          inline={3}
        />
      ),
    },
  });
  return (
    <>
      <ListPage label="失败订单" list={list} columns={columns} />
      {viewing && (
        <OrderInfoDialog
          order={{ id: viewing.orderId, orderNo: viewing.orderNo }}
          onClose={() => setViewing(undefined)}
        />
      )}
    </>
  );
}
