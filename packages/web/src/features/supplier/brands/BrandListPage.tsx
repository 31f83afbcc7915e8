import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { supplierQueryBrandsQueryOptions } from '@zc/sdk/react';
import { useState } from 'react';
import { useListSearch } from '../../../app/page.tsx';
import { formatDateTime } from '../../../shared/format/date.ts';
import { labelOf, optionsOf } from '../../../shared/format/labels.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { createColumns, tableQuery } from '../../../shared/ui/DataTable/DataTable.tsx';
import { ListPage } from '../../../shared/ui/ListPage/ListPage.tsx';
import { BrandFormDialog } from './BrandFormDialog.tsx';
import { brandAuditLabels } from './brand-form.ts';

type Brand = components['schemas']['Brand'];
const column = createColumns<Brand>();

/** 品牌管理: the brands this supplier proposed, their review state, and proposing or correcting one. */
export function BrandListPage() {
  const list = useListSearch();
  const [editing, setEditing] = useState<Brand | 'new'>();
  const { name, auditStatus } = list.filters;
  const query = useQuery({
    ...supplierQueryBrandsQueryOptions({
      query: {
        current: list.page.current,
        size: list.page.size,
        name,
        auditStatus: auditStatus === undefined ? undefined : (Number(auditStatus) as Brand['auditStatus']),
      },
    }),
    placeholderData: keepPreviousData,
  });

  const columns = [
    column.accessor('logo', {
      header: 'Logo',
      cell: (cell) => cell.getValue() && <img src={cell.getValue()} alt="" className="h-8 w-16 object-contain" />,
    }),
    column.accessor('name', { header: '品牌名称' }),
    column.accessor('nameEn', { header: '英文名称' }),
    column.accessor('initial', { header: '首字母' }),
    column.accessor('auditStatus', { header: '审核状态', cell: (cell) => labelOf(brandAuditLabels, cell.getValue()) }),
    column.accessor('auditRemark', { header: '驳回原因' }),
    column.accessor('createTime', { header: '提交时间', cell: (cell) => formatDateTime(cell.getValue()) }),
    column.display({
      id: 'actions',
      header: '操作',
      // An approved brand is the platform's; a pending or rejected one can still be corrected.
      cell: ({ row }) =>
        row.original.auditStatus !== 1 && (
          <Button variant="text" size="sm" onClick={() => setEditing(row.original)}>
            编辑
          </Button>
        ),
    }),
  ];

  return (
    <>
      <ListPage
        label="品牌列表"
        list={list}
        filters={[
          { name: 'name', label: '品牌名称' },
          { type: 'select', name: 'auditStatus', label: '审核状态', options: optionsOf(brandAuditLabels) },
        ]}
        toolbar={
          <Button variant="primary" onClick={() => setEditing('new')}>
            新增品牌
          </Button>
        }
        columns={columns}
        {...tableQuery(query)}
      />
      {editing && <BrandFormDialog brand={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
