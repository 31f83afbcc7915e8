import {
  addItemCategoryAuthority,
  type components,
  deleteItemCategoryAuthority,
  pageItemCategoryAuthority,
  updateItemCategoryAuthority,
} from '@zc/sdk';
import { useDeleteItemCategoryAuthority } from '@zc/sdk/react';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { IfAllowed, useMayCall } from '@/shared/permission/may-call.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { confirm } from '@/shared/ui/ConfirmDialog/confirm.ts';
import { RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { jurisdictionFilters } from './filters.ts';
import { JurisdictionFormDialog } from './JurisdictionFormDialog.tsx';

type Authority = components['schemas']['ItemCategoryAuthority'];

/** 商品权限管理: the goods categories each supplier may maintain goods in. */
export function JurisdictionListPage() {
  const list = useList(pageItemCategoryAuthority, jurisdictionFilters);
  const remove = useDeleteItemCategoryAuthority();
  const [editing, setEditing] = useState<Authority | 'new'>();
  const mayEdit = useMayCall(updateItemCategoryAuthority);
  const mayRemove = useMayCall(deleteItemCategoryAuthority);
  const removeOne = async (row: Authority) => {
    const message = `确定删除“${row.supplierName}”的品目维护权限吗？删除后该供应商不能在这些品目下维护商品。`;
    if (!(await confirm({ title: '删除品目维护权限', message, confirmText: '删除', danger: true }))) return;
    await remove.mutateAsync({ path: { id: row.id } });
    toast.success('已删除');
  };
  const columns = columnsOf<Authority>({
    supplierName: '供应商',
    categories: {
      header: '可维护品目',
      cell: (row) => row.categories.map((category) => category.categoryName).join('、'),
    },
    status: { header: '状态', cell: (row) => (row.status === 1 ? '生效' : '暂停') },
    startDate: ['开始日期', 'date'],
    endDate: ['结束日期', 'date'],
    remark: '备注',
    updateTime: ['更新时间', 'dateTime'],
    actions: {
      header: '操作',
      cell: (row) => (
        <RowActions
          actions={[
            { label: '编辑', hidden: !mayEdit, onClick: () => setEditing(row) },
            { label: '删除', danger: true, hidden: !mayRemove, onClick: () => removeOne(row) },
          ]}
        />
      ),
    },
  });
  const toolbar = (
    <IfAllowed call={addItemCategoryAuthority}>
      <Button variant="primary" onClick={() => setEditing('new')}>
        新增权限
      </Button>
    </IfAllowed>
  );
  return (
    <>
      <ListPage label="品目维护权限列表" list={list} toolbar={toolbar} columns={columns} />
      {editing && <JurisdictionFormDialog authority={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
