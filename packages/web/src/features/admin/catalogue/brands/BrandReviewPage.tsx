import { addBrand, auditBrand, type components, pageBrands } from '@zc/sdk';
import { brandAuditStatusLabels, flagLabels } from '@zc/sdk/labels';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { IfAllowed } from '@/shared/permission/may-call.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { AddButton } from '@/shared/ui/Crud/row-actions.tsx';
import { Thumbnail } from '@/shared/ui/controls/Thumbnail.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { AttachmentLink } from '@/shared/ui/Upload/AttachmentLink.tsx';
import { BrandFormDialog } from './BrandDialogs.tsx';
import { BrandRowActions, useBrandReview } from './BrandRowActions.tsx';
import { brandFilters } from './filters.ts';

type Brand = components['schemas']['Brand'];

/** 品牌管理: the platform's brands and the ones suppliers propose, reviewed one by one or approved in a batch. */
export function BrandReviewPage() {
  const list = useList(pageBrands, brandFilters);
  const review = useBrandReview();
  const [editing, setEditing] = useState<Brand | 'new'>();
  const columns = columnsOf<Brand>({
    logo: { header: 'Logo', cell: (brand) => <Thumbnail url={brand.logo} alt={brand.name} /> },
    name: '品牌名称',
    nameEn: '英文名称',
    initial: '首字母',
    supplierName: {
      header: '申请供应商',
      cell: (brand) => (
        <>
          {brand.supplierName ?? '平台添加'}
          {/* What the supplier submitted is read where it is decided on. */}
          {brand.authorizationFile && (
            <AttachmentLink url={brand.authorizationFile} className="ml-2">
              授权书
            </AttachmentLink>
          )}
        </>
      ),
    },
    auditStatus: ['审核状态', brandAuditStatusLabels],
    auditRemark: '驳回原因',
    isShow: ['是否展示', flagLabels],
    createTime: ['提交时间', 'dateTime'],
    actions: {
      header: '操作',
      cell: (brand) => <BrandRowActions brand={brand} onEdit={setEditing} review={review} />,
    },
  });
  return (
    <>
      <ListPage
        label="品牌列表"
        list={list}
        toolbar={<AddButton call={addBrand} label="新增品牌" onClick={() => setEditing('new')} />}
        columns={columns}
        batchActions={(rows) => (
          <IfAllowed call={auditBrand}>
            <Button size="sm" variant="primary" onClick={() => review.approve(rows)}>
              批量审核通过
            </Button>
          </IfAllowed>
        )}
      />
      {editing && <BrandFormDialog brand={editing} onClose={() => setEditing(undefined)} />}
      {review.dialogs}
    </>
  );
}
