import { type components, pageSuppliers } from '@zc/sdk';
import { supplierAuditStatusLabels, supplierTypeLabels } from '@zc/sdk/labels';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { StateTabs, withoutFilter } from '@/shared/ui/ListPage/StateTabs.tsx';
import { supplierReviewFilters } from './filters.ts';
import { SupplierDetailDialog } from './SupplierDetailDialog.tsx';
import { SupplierReviewActions, useSupplierReview } from './SupplierReviewActions.tsx';

type Supplier = components['schemas']['Supplier'];

/** 供应商审核: suppliers' registrations with their materials, approved, refused with a reason, or withdrawn. */
export function SupplierReviewPage() {
  const list = useList(pageSuppliers, supplierReviewFilters, { query: { auditStatus: 0 } });
  const review = useSupplierReview();
  const [viewing, setViewing] = useState<Supplier>();
  const columns = columnsOf<Supplier>({
    orgNameZh: '企业名称',
    creditCode: '统一社会信用代码',
    supplierType: ['供应商类型', supplierTypeLabels],
    contactName: '联系人',
    contactPhone: '联系电话',
    account: '登录账号',
    auditStatus: ['审核状态', supplierAuditStatusLabels],
    auditRemark: '驳回原因',
    createTime: ['注册时间', 'dateTime'],
    actions: {
      header: '操作',
      cell: (supplier) => <SupplierReviewActions supplier={supplier} review={review} onView={setViewing} />,
    },
  });
  return (
    <>
      <ListPage
        label="供应商列表"
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
        <StateTabs
          label="审核状态"
          name="auditStatus"
          list={list}
          tabs={[0, 2, 1, 3]}
          labels={supplierAuditStatusLabels}
        />
      </ListPage>
      {viewing && <SupplierDetailDialog id={viewing.id} review={review} onClose={() => setViewing(undefined)} />}
      {review.dialogs}
    </>
  );
}
