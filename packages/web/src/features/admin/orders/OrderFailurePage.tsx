import { type components, listOrderInterfaceErrs } from '@zc/sdk';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { useSupplierLabels } from '../shared/suppliers.tsx';
import { failureColumns } from './columns.tsx';
import { useFailureActions } from './failure-actions.ts';
import { orderFailureFilters } from './filters.ts';
import { OrderInfoDialog } from './OrderInfoDialog.tsx';

type Failure = components['schemas']['OrderInterfaceErr'];

/** 失败订单: the orders an e-commerce supplier's system refused, with its error, a retry and 标记已处理. */
export function OrderFailurePage() {
  const list = useList(listOrderInterfaceErrs, orderFailureFilters, { labels: useSupplierLabels() });
  const actionsOf = useFailureActions();
  const [viewing, setViewing] = useState<Failure>();
  const columns = failureColumns((row) => [{ label: '详情', onClick: () => setViewing(row) }, ...actionsOf(row)]);
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
