import { approvePurchaser, type components, pagePurchaserUsers } from '@zc/sdk';
import { userAuditStatusLabels } from '@zc/sdk/labels';
import { useApprovePurchaser } from '@zc/sdk/react';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { IfAllowed } from '@/shared/permission/may-call.tsx';
import { runBatch } from '@/shared/ui/BatchReport/run-each.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { StateTabs, withoutFilter } from '@/shared/ui/ListPage/StateTabs.tsx';
import { purchaserReviewFilters } from './filters.ts';
import { PurchaserRefuseDialog, PurchaserReviewActions } from './PurchaserReviewActions.tsx';

type User = components['schemas']['User'];

/** 采购人审核: purchasers who registered their unit themselves, approved, refused with a reason, or withdrawn. */
export function PurchaserReviewPage() {
  const list = useList(pagePurchaserUsers, purchaserReviewFilters, { query: { purchaserType: 2, auditStatus: 0 } });
  const approve = useApprovePurchaser();
  const [refusing, setRefusing] = useState<User>();
  const columns = columnsOf<User>({
    account: '登录账号',
    fullName: '姓名',
    orgName: '采购单位',
    phone: '手机号码',
    email: '电子邮箱',
    auditStatus: ['审核状态', userAuditStatusLabels],
    auditRemark: '驳回原因',
    createTime: ['注册时间', 'dateTime'],
    actions: { header: '操作', cell: (user) => <PurchaserReviewActions user={user} onRefuse={setRefusing} /> },
  });
  const approveAll = (users: User[]) =>
    runBatch(
      '审核通过',
      users,
      (user) => user.fullName,
      (user) => approve.mutateAsync({ path: { id: user.id } }),
    );
  return (
    <>
      <ListPage
        label="采购人列表"
        list={withoutFilter(list, 'auditStatus')}
        columns={columns}
        batchActions={(rows) => (
          <IfAllowed call={approvePurchaser}>
            <Button size="sm" variant="primary" onClick={() => approveAll(rows)}>
              批量审核通过
            </Button>
          </IfAllowed>
        )}
      >
        <StateTabs label="审核状态" name="auditStatus" list={list} tabs={[0, 2, 1]} labels={userAuditStatusLabels} />
      </ListPage>
      {refusing && <PurchaserRefuseDialog user={refusing} onClose={() => setRefusing(undefined)} />}
    </>
  );
}
