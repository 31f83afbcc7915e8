import {
  addSupplierTag,
  type components,
  deleteSupplierTag,
  pageSupplierTags,
  setSupplierTagSuppliers,
  updateSupplierTag,
} from '@zc/sdk';
import { enabledFlagLabels } from '@zc/sdk/labels';
import { useDeleteSupplierTag, useUpdateSupplierTag } from '@zc/sdk/react';
import { supplierTagFormSchema } from '@zc/sdk/schemas';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { useMayCall } from '@/shared/permission/may-call.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { TagChip } from '../../shared/suppliers.tsx';
import { CrudListPage } from '../../system/shared/CrudListPage.tsx';
import { useCrud } from '../../system/shared/crud.tsx';
import { tagFilters } from './filters.ts';
import { TagFormDialog } from './TagFormDialog.tsx';
import { TagSuppliersDialog } from './TagSuppliersDialog.tsx';

type Tag = components['schemas']['SupplierTag'];

/** 供应商标签: the tags the platform gives suppliers, shown beside their names in the administrator's supplier lists. */
export function TagListPage() {
  const list = useList(pageSupplierTags, tagFilters);
  const [assigning, setAssigning] = useState<Tag>();
  const mayAssign = useMayCall(setSupplierTagSuppliers);
  const crud = useCrud<Tag>({
    kind: '标签',
    nameOf: (tag) => tag.tagName,
    calls: { add: addSupplierTag, edit: updateSupplierTag, remove: deleteSupplierTag },
    remove: useDeleteSupplierTag(),
    toggle: { field: 'status', schema: supplierTagFormSchema, update: useUpdateSupplierTag() },
    more: (tag) => [{ label: '设置供应商', onClick: () => setAssigning(tag), hidden: !mayAssign }],
  });
  const columns = columnsOf<Tag>({
    tagName: { header: '标签', cell: (tag) => <TagChip tag={tag} /> },
    suppliers: { header: '供应商数', cell: (tag) => `${tag.supplierIds.length} 家` },
    status: ['状态', enabledFlagLabels],
    remark: '说明',
    createTime: ['创建时间', 'dateTime'],
    actions: crud.actionsColumn,
  });
  return (
    <>
      <CrudListPage
        label="供应商标签列表"
        list={list}
        columns={columns}
        crud={crud}
        form={(editing, close) => <TagFormDialog tag={editing} onClose={close} />}
      />
      {assigning && <TagSuppliersDialog tag={assigning} onClose={() => setAssigning(undefined)} />}
    </>
  );
}
