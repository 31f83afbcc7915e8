import { type components, supplierQueryBrands } from '@zc/sdk';
import { brandAuditStatusLabels } from '@zc/sdk/labels';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { BrandFormDialog } from './BrandFormDialog.tsx';
import { brandFilters } from './filters.ts';

type Brand = components['schemas']['Brand'];

/** 品牌管理: the brands this supplier proposed, their review state, and proposing or correcting one. */
export function BrandListPage() {
  const list = useList(supplierQueryBrands, brandFilters);
  const [editing, setEditing] = useState<Brand | 'new'>();
  const columns = columnsOf<Brand>({
    logo: {
      header: 'Logo',
      cell: (brand) => brand.logo && <img src={brand.logo} alt="" className="h-8 w-16 object-contain" />,
    },
    name: '品牌名称',
    nameEn: '英文名称',
    initial: '首字母',
    auditStatus: ['审核状态', brandAuditStatusLabels],
    auditRemark: '驳回原因',
    createTime: ['提交时间', 'dateTime'],
    // An approved brand is the platform's; a pending or rejected one can still be corrected.
    actions: {
      header: '操作',
      cell: (brand) =>
        brand.auditStatus !== 1 && (
          <Button variant="text" size="sm" onClick={() => setEditing(brand)}>
            编辑
          </Button>
        ),
    },
  });
  const toolbar = (
    <Button variant="primary" onClick={() => setEditing('new')}>
      新增品牌
    </Button>
  );
  return (
    <>
      <ListPage label="品牌列表" list={list} toolbar={toolbar} columns={columns} />
      {editing && <BrandFormDialog brand={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
