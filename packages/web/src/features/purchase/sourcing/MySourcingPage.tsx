import { useNavigate } from '@tanstack/react-router';
import { pagePurchaserSourcing } from '@zc/sdk';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { sourcingFilters } from './filters.ts';
import { SourcingActions } from './SourcingActions.tsx';
import { type StateChange, StateDialog } from './StateDialog.tsx';
import { type Sourcing, sourcingColumns } from './sourcing-columns.tsx';

/** 我的寻源: the organisation's inquiries by phase, each with what its phase allows and its next step. */
export function MySourcingPage() {
  const navigate = useNavigate();
  const list = useList(pagePurchaserSourcing, sourcingFilters);
  const [change, setChange] = useState<StateChange>();
  const columns = [
    ...sourcingColumns,
    ...columnsOf<Sourcing>({
      actions: { header: '操作', cell: (sourcing) => <SourcingActions sourcing={sourcing} onChange={setChange} /> },
    }),
  ];
  const toolbar = (
    <Button variant="primary" onClick={() => navigate({ to: '/purchase/my-sourcing-add', search: {} })}>
      新增寻源
    </Button>
  );
  return (
    <>
      <ListPage label="我的寻源" list={list} columns={columns} toolbar={toolbar} />
      {change && <StateDialog change={change} onClose={() => setChange(undefined)} />}
    </>
  );
}
