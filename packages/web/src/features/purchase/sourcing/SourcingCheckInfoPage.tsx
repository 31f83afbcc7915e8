import { pageSourcingChecks } from '@zc/sdk';
import { getSourcingDetailQueryOptions } from '@zc/sdk/react';
import { commodityColumns } from '@/features/sourcing/commodity-columns.ts';
import { SourcingDetails } from '@/features/sourcing/SourcingSheet.tsx';
import { usePageSearch } from '@/shared/page/page.tsx';
import { RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { chooser } from '@/shared/ui/RecordPage/RecordChooser.tsx';
import { RecordPage } from '@/shared/ui/RecordPage/RecordPage.tsx';
import { TableSection } from '@/shared/ui/TableSection.tsx';
import { checkFilters } from './filters.ts';
import { useSourcingReview } from './review.tsx';
import { type Sourcing, sourcingColumns } from './sourcing-columns.tsx';

const waiting = chooser({
  noun: '待审核询价单',
  operation: pageSourcingChecks,
  filters: checkFilters,
  columns: sourcingColumns,
  open: (sourcing: Sourcing) => ({ id: sourcing.id }),
  name: (sourcing: Sourcing) => sourcing.sourcingName,
});

/** 寻源审核详情 (`?id=`): the inquiry an approver decides, with its goods; 审批 and 流程进度 while it waits for them. */
export function SourcingCheckInfoPage() {
  const { id } = usePageSearch('/purchase/sourcing-sourcing-check-info');
  const review = useSourcingReview();
  return (
    <RecordPage id={id} chooser={waiting} load={(id) => getSourcingDetailQueryOptions({ path: { id } })}>
      {(sourcing) => (
        <div className="flex flex-col gap-3">
          <SourcingDetails
            sourcing={sourcing}
            actions={<RowActions inline={2} actions={review.actionsOf(sourcing)} />}
          />
          <TableSection label="询价商品" columns={commodityColumns} records={sourcing.commodities ?? []} />
          {review.dialogs}
        </div>
      )}
    </RecordPage>
  );
}
