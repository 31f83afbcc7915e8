import { useState } from 'react';
import { useListSearch } from '../../../app/page.tsx';
import { Button } from '../../../shared/ui/Button.tsx';
import { tableQuery } from '../../../shared/ui/DataTable/DataTable.tsx';
import { LegacyListPage as ListPage } from '../../../shared/ui/ListPage/ListPage.tsx';
import { ContractDialog } from './ContractDialog.tsx';
import {
  type SourcingOrder,
  sourcingOrderColumn,
  sourcingOrderColumns,
  sourcingOrderFilters,
  useSourcingOrders,
} from './sourcing-orders.tsx';

/** 寻源合同: the contracts of the supplier's sourcing orders; an order waiting for one can have it generated here. */
export function SourcingContractPage() {
  const list = useListSearch();
  const query = useSourcingOrders(list);
  const [contracting, setContracting] = useState<SourcingOrder>();
  const columns = [
    ...sourcingOrderColumns,
    sourcingOrderColumn.display({
      id: 'actions',
      header: '操作',
      cell: ({ row }) =>
        row.original.status === 0 &&
        !row.original.contractNo && (
          <Button
            variant="text"
            size="sm"
            aria-label={`生成合同：${row.original.orderNo}`}
            onClick={() => setContracting(row.original)}
          >
            生成合同
          </Button>
        ),
    }),
  ];
  return (
    <>
      <ListPage label="寻源合同" list={list} filters={sourcingOrderFilters} columns={columns} {...tableQuery(query)} />
      {contracting && <ContractDialog order={contracting} onClose={() => setContracting(undefined)} />}
    </>
  );
}
