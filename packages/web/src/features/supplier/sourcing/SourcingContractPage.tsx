import { pageSupplierSourcingOrders } from '@zc/sdk';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { ContractDialog } from './ContractDialog.tsx';
import { sourcingOrderFilters } from './filters.ts';
import { type SourcingOrder, sourcingOrderColumns } from './sourcing-orders.tsx';

/** 寻源合同: the contracts of the supplier's sourcing orders; an order waiting for one can have it generated here. */
export function SourcingContractPage() {
  const list = useList(pageSupplierSourcingOrders, sourcingOrderFilters);
  const [contracting, setContracting] = useState<SourcingOrder>();
  const columns = sourcingOrderColumns({
    actions: {
      header: '操作',
      cell: (order) =>
        order.status === 0 &&
        !order.contractNo && (
          <Button
            variant="text"
            size="sm"
            aria-label={`生成合同：${order.orderNo}`}
            onClick={() => setContracting(order)}
          >
            生成合同
          </Button>
        ),
    },
  });
  return (
    <>
      <ListPage label="寻源合同" list={list} columns={columns} />
      {contracting && <ContractDialog order={contracting} onClose={() => setContracting(undefined)} />}
    </>
  );
}
