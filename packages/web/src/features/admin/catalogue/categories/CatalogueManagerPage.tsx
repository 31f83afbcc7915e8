import { useQuery } from '@tanstack/react-query';
import { addCategory, type components, invalidateCategory, updateCategory } from '@zc/sdk';
import { flagLabels } from '@zc/sdk/labels';
import { getCategoryQueryOptions, useInvalidateCategory } from '@zc/sdk/react';
import { useState } from 'react';
import { labelOf } from '@/shared/format/labels.ts';
import { IfAllowed } from '@/shared/permission/may-call.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { confirm } from '@/shared/ui/ConfirmDialog/confirm.ts';
import { Details } from '@/shared/ui/Details/Details.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { type CategoryEdit, CategoryFormDialog } from './CategoryFormDialog.tsx';
import { CategoryTree } from './CategoryTree.tsx';
import { PropertySection } from './PropertySection.tsx';

type Category = components['schemas']['Category'];

/** Deepest level of the category tree, as the platform allows it. */
const deepestLevel = 4;

/** 类目管理: the category tree (loaded level by level), a category's details, sub-categories and properties. */
export function CatalogueManagerPage() {
  const [selectedId, setSelectedId] = useState<string>();
  const [editing, setEditing] = useState<CategoryEdit>();
  return (
    <div className="flex items-start gap-3">
      <aside aria-label="类目树" className="sticky top-0 w-72 shrink-0 rounded bg-white p-3">
        <header className="mb-2 flex items-center justify-between">
          <h3 className="font-medium text-slate-800">商品类目</h3>
          <IfAllowed call={addCategory}>
            <Button size="sm" variant="primary" onClick={() => setEditing({ parent: { id: '0' } })}>
              新增一级类目
            </Button>
          </IfAllowed>
        </header>
        <div className="max-h-[calc(100vh-220px)] overflow-y-auto">
          <CategoryTree selectedId={selectedId} onSelect={setSelectedId} />
        </div>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        {selectedId ? (
          <CategoryPanel id={selectedId} onEdit={setEditing} onInvalidated={() => setSelectedId(undefined)} />
        ) : (
          <p className="rounded bg-white p-10 text-center text-sm text-slate-500">请在左侧选择类目</p>
        )}
      </div>
      {editing && (
        <CategoryFormDialog
          edit={editing}
          onClose={() => setEditing(undefined)}
          onSaved={(saved) => setSelectedId(saved.id)}
        />
      )}
    </div>
  );
}

interface PanelProps {
  id: string;
  onEdit: (edit: CategoryEdit) => void;
  onInvalidated: () => void;
}

function CategoryPanel({ id, onEdit, onInvalidated }: PanelProps) {
  const query = useQuery(getCategoryQueryOptions({ path: { id } }));
  const invalidate = useInvalidateCategory();
  const askInvalidate = async (category: Category) => {
    const asked = {
      title: '作废类目',
      message: `确定作废类目“${category.name}”吗？其下级类目一并作废，商城和供应商将不能再选择这些类目。`,
    };
    if (!(await confirm({ ...asked, confirmText: '作废', danger: true }))) return;
    await invalidate.mutateAsync({ path: { id: category.id } });
    toast.success('已作废');
    onInvalidated();
  };
  return (
    <QueryState query={query}>
      {(category) => (
        <>
          <Details
            title={category.name}
            actions={
              <div className="flex gap-2">
                <IfAllowed call={updateCategory}>
                  <Button size="sm" onClick={() => onEdit({ category })}>
                    编辑
                  </Button>
                </IfAllowed>
                {category.level < deepestLevel && (
                  <IfAllowed call={addCategory}>
                    <Button size="sm" onClick={() => onEdit({ parent: { id: category.id, name: category.name } })}>
                      新增子类目
                    </Button>
                  </IfAllowed>
                )}
                <IfAllowed call={invalidateCategory}>
                  <Button size="sm" variant="danger" onClick={() => askInvalidate(category)}>
                    作废
                  </Button>
                </IfAllowed>
              </div>
            }
            items={[
              { label: '类目编码', value: category.code },
              { label: '层级', value: `${category.level} 级` },
              { label: '排序', value: category.sort },
              { label: '税收分类编码', value: category.taxCode },
              { label: '末级类目', value: labelOf(flagLabels, category.isLeaf) },
              { label: '创建时间', value: category.createTime },
            ]}
          />
          <PropertySection categoryId={category.id} />
        </>
      )}
    </QueryState>
  );
}
