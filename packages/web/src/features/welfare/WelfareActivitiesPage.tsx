import { type components, pageWelfares } from '@zc/sdk';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { activityColumns } from './activity-columns.tsx';
import { activityFilters } from './filters.ts';
import { useOpenDetail } from './open-detail.tsx';
import { WelfareDetailDialog } from './WelfareDetailDialog.tsx';
import { WelfareOrderFormDialog } from './WelfareOrderFormDialog.tsx';

/** 福利活动: the activities the signed-in welfare user takes part in, with their balance; detail, ordering and own orders. */
export function WelfareActivitiesPage() {
  const list = useList(pageWelfares, activityFilters);
  const detail = useOpenDetail();
  const [ordering, setOrdering] = useState<components['schemas']['Welfare']>();
  return (
    <ListPage label="福利活动" list={list} columns={activityColumns}>
      {detail.id && (
        <WelfareDetailDialog
          id={detail.id}
          onClose={detail.close}
          onOrder={(welfare) => {
            detail.close();
            setOrdering(welfare);
          }}
        />
      )}
      {ordering && <WelfareOrderFormDialog welfare={ordering} onClose={() => setOrdering(undefined)} />}
    </ListPage>
  );
}
