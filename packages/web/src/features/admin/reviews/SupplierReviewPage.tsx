import { approveSupplier, type components, pageSuppliers } from '@zc/sdk';
import { supplierAuditStatusLabels, supplierTypeLabels } from '@zc/sdk/labels';
import { useApproveSupplier } from '@zc/sdk/react';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { IfAllowed } from '@/shared/permission/may-call.tsx';
import { runBatch } from '@/shared/ui/BatchReport/run-each.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { StateTabs, withoutFilter } from '@/shared/ui/ListPage/StateTabs.tsx';
import { supplierReviewFilters } from './filters.ts';
import { type SupplierReview, SupplierReviewActions, SupplierReviewDialogs } from './SupplierReviewActions.tsx';

type Supplier = components['schemas']['Supplier'];

/** 供应商审核: suppliers' registrations with their materials, approved, refused with a reason, or withdrawn. */
export function SupplierReviewPage() {
  const list = useList(pageSuppliers, supplierReviewFilters, { query: { auditStatus: 0 } });
  const approve = useApproveSupplier();
  const [review, setReview] = useState<SupplierReview>();
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
    actions: { header: '操作', cell: (supplier) => <SupplierReviewActions supplier={supplier} onReview={setReview} /> },
  });
  const approveAll = (suppliers: Supplier[]) =>
    runBatch(
      '审核通过',
      suppliers,
      (supplier) => supplier.orgNameZh,
      (supplier) => approve.mutateAsync({ path: { id: supplier.id } }),
    );
  return (
    <>
      <ListPage
        label="供应商列表"
        list={withoutFilter(list, 'auditStatus')}
        columns={columns}
        batchActions={(rows) => (
          <IfAllowed call={approveSupplier}>
            <Button size="sm" variant="primary" onClick={() => approveAll(rows)}>
              批量审核通过
            </Button>
          </IfAllowed>
        )}
      >
        <StateTabs
          label="审核状态"
          name="auditStatus"
          list={list}
          tabs={[0, 2, 1, 3]}
          labels={supplierAuditStatusLabels}
        />
      </ListPage>
      {review && <SupplierReviewDialogs review={review} onChange={setReview} />}
    </>
  );
}
