import { useNavigate } from '@tanstack/react-router';
import { pageSourcingChecks } from '@zc/sdk';
import { useList } from '@/shared/list/use-list.ts';
import { RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { checkFilters } from './filters.ts';
import { useSourcingReview } from './review.tsx';
import { type Sourcing, sourcingColumns } from './sourcing-columns.tsx';

/** 寻源审核: the inquiries waiting for the signed-in approver, decided in their flow's task form. */
export function SourcingCheckPage() {
  const navigate = useNavigate();
  const list = useList(pageSourcingChecks, checkFilters);
  const review = useSourcingReview();
  const columns = [
    ...sourcingColumns,
    ...columnsOf<Sourcing>({
      purchaseUserName: '申请人',
      actions: {
        header: '操作',
        cell: (sourcing) => (
          <RowActions
            inline={3}
            actions={[
              ...review.actionsOf(sourcing),
              {
                label: '详情',
                onClick: () => navigate({ to: '/purchase/sourcing-sourcing-check-info', search: { id: sourcing.id } }),
              },
            ]}
          />
        ),
      },
    }),
  ];
  return (
    <>
      <ListPage label="待审核询价单" list={list} columns={columns} />
      {review.dialogs}
    </>
  );
}
