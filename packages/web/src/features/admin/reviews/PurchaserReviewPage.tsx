import { type components, pagePurchaserUsers } from '@zc/sdk';
import { userAuditStatusLabels } from '@zc/sdk/labels';
import { useList } from '@/shared/list/use-list.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { StateTabs, withoutFilter } from '@/shared/ui/ListPage/StateTabs.tsx';
import { purchaserReviewFilters } from './filters.ts';
import { usePurchaserReview } from './PurchaserReviewActions.tsx';

type User = components['schemas']['User'];

/** 采购人审核: purchasers who registered their unit themselves, approved, refused with a reason, or withdrawn. */
export function PurchaserReviewPage() {
  const list = useList(pagePurchaserUsers, purchaserReviewFilters, { query: { purchaserType: 2, auditStatus: 0 } });
  const review = usePurchaserReview();
  const columns = columnsOf<User>({
    account: '登录账号',
    fullName: '姓名',
    orgName: '采购单位',
    phone: '手机号码',
    email: '电子邮箱',
    auditStatus: ['审核状态', userAuditStatusLabels],
    auditRemark: '驳回原因',
    createTime: ['注册时间', 'dateTime'],
    actions: { header: '操作', cell: (user) => <RowActions inline={2} actions={review.offered(user)} /> },
  });
  return (
    <>
      <ListPage
        label="采购人列表"
        list={withoutFilter(list, 'auditStatus')}
        columns={columns}
        batchActions={
          review.mayApprove
            ? (rows) => (
                <Button size="sm" variant="primary" onClick={() => review.approveAll(rows)}>
                  批量审核通过
                </Button>
              )
            : undefined
        }
      >
        <StateTabs label="审核状态" name="auditStatus" list={list} tabs={[0, 2, 1]} labels={userAuditStatusLabels} />
      </ListPage>
      {review.dialogs}
    </>
  );
}
