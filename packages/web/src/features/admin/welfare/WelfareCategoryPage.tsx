import { useQuery } from '@tanstack/react-query';
import { addWelfareCategory, type components, deleteWelfareCategory, updateWelfareCategory } from '@zc/sdk';
import { welfareCategoryStatusLabels } from '@zc/sdk/labels';
import { listWelfareCategoriesQueryOptions, useDeleteWelfareCategory, useUpdateWelfareCategory } from '@zc/sdk/react';
import { welfareCategoryUpdateFormSchema } from '@zc/sdk/schemas';
import { useState } from 'react';
import { AddButton, CrudRowActions } from '@/shared/ui/Crud/row-actions.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { DataTable, wholeList } from '@/shared/ui/DataTable/DataTable.tsx';
import { bodyOf } from '@/shared/ui/FormDialog/schema-form.ts';
import { WelfareCategoryFormDialog } from './WelfareCategoryFormDialog.tsx';

type WelfareCategory = components['schemas']['WelfareCategory'];

/** The tree as rows, each child under its parent. */
const flatten = (tree: WelfareCategory[]): WelfareCategory[] =>
  tree.flatMap((category) => [category, ...flatten(category.children ?? [])]);

/** 福利分类: the categories activities offer, two levels, each added, renamed, switched off or deleted. */
export function WelfareCategoryPage() {
  const query = useQuery({ ...listWelfareCategoriesQueryOptions({ query: {} }), select: flatten });
  const [editing, setEditing] = useState<WelfareCategory | 'new'>();
  const update = useUpdateWelfareCategory();
  const remove = useDeleteWelfareCategory();
  const columns = columnsOf<WelfareCategory>({
    categoryName: {
      header: '分类名称',
      cell: (category) => (
        <span className={category.parentId === '0' ? 'font-medium' : 'pl-6'}>{category.categoryName}</span>
      ),
    },
    sort: '排序',
    status: ['状态', welfareCategoryStatusLabels],
    actions: {
      header: '操作',
      cell: (category) => (
        <CrudRowActions
          kind="福利分类"
          name={category.categoryName}
          edit={{ call: updateWelfareCategory, run: () => setEditing(category) }}
          toggle={{
            enabled: category.status === 1,
            run: (enable) =>
              update.mutateAsync({
                body: { ...bodyOf(welfareCategoryUpdateFormSchema, category), status: enable ? 1 : 0 },
              }),
          }}
          remove={{ call: deleteWelfareCategory, run: () => remove.mutateAsync({ path: { id: category.id } }) }}
        />
      ),
    },
  });
  return (
    <section aria-label="福利分类" className="flex flex-col gap-3 rounded bg-white p-4">
      <div>
        <AddButton call={addWelfareCategory} label="新增福利分类" onClick={() => setEditing('new')} />
      </div>
      <DataTable label="福利分类列表" columns={columns} {...wholeList(query)} />
      {editing && <WelfareCategoryFormDialog category={editing} onClose={() => setEditing(undefined)} />}
    </section>
  );
}
