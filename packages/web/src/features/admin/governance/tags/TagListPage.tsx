import {
  addSupplierTag,
  type components,
  deleteSupplierTag,
  pageSupplierTags,
  setSupplierTagSuppliers,
  updateSupplierTag,
} from '@zc/sdk';
import { enabledFlagLabels } from '@zc/sdk/labels';
import { supplierTagFormSchema } from '@zc/sdk/schemas';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { useMayCall } from '@/shared/permission/may-call.tsx';
import { CrudListPage } from '@/shared/ui/Crud/CrudListPage.tsx';
import { TagChip } from '../../shared/suppliers.tsx';
import { tagFilters } from './filters.ts';
import { TagFormDialog } from './TagFormDialog.tsx';
import { TagSuppliersDialog } from './TagSuppliersDialog.tsx';

type Tag = components['schemas']['SupplierTag'];

/** 供应商标签: the tags the platform gives suppliers, shown beside their names in the administrator's supplier lists. */
export function TagListPage() {
  const [assigning, setAssigning] = useState<Tag>();
  const mayAssign = useMayCall(setSupplierTagSuppliers);
  return (
    <CrudListPage<Tag>
      label="供应商标签列表"
      list={useList(pageSupplierTags, tagFilters)}
      form={(editing, close) => <TagFormDialog tag={editing} onClose={close} />}
      kind="标签"
      nameOf={(tag) => tag.tagName}
      calls={{ add: addSupplierTag, edit: updateSupplierTag, remove: deleteSupplierTag }}
      toggle={{ field: 'status', schema: supplierTagFormSchema }}
      more={(tag) => [{ label: '设置供应商', onClick: () => setAssigning(tag), hidden: !mayAssign }]}
      batchRemove
      columns={{
        tagName: { header: '标签', cell: (tag) => <TagChip tag={tag} /> },
        suppliers: { header: '供应商数', cell: (tag) => `${tag.supplierIds.length} 家` },
        status: ['状态', enabledFlagLabels],
        remark: '说明',
        createTime: ['创建时间', 'dateTime'],
      }}
      dialogs={assigning && <TagSuppliersDialog tag={assigning} onClose={() => setAssigning(undefined)} />}
    />
  );
}
