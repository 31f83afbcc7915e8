import { useQuery } from '@tanstack/react-query';
import { type components, saveSelectedCategories } from '@zc/sdk';
import { listSelectedCategoriesQueryOptions, useSaveSelectedCategories } from '@zc/sdk/react';
import { selectedCategoriesRequestSchema } from '@zc/sdk/schemas';
import { useState } from 'react';
import { CategoryTreeSelect } from '@/shared/catalogue/CategoryTreeSelect.tsx';
import { useMayCall } from '@/shared/permission/may-call.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { chineseErrors } from '@/shared/ui/FormDialog/zod-messages.ts';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { SelectedList, type SelectedRow } from './SelectedList.tsx';

type Selected = components['schemas']['SelectedCategory'];

/**
 * 精选类目: the categories of the mall home's category menu and their order. Without any, the menu shows every top-level
 * category; an invalidated category stays listed here but leaves the mall.
 */
export function SelectedCategoriesPage() {
  const query = useQuery(listSelectedCategoriesQueryOptions());
  return (
    <QueryState query={query}>
      {(saved) => <SelectedEditor key={saved.map((row) => row.id).join()} saved={saved} />}
    </QueryState>
  );
}

function SelectedEditor({ saved }: { saved: Selected[] }) {
  const [rows, setRows] = useState<SelectedRow[]>(saved.map(({ id, path, isValid }) => ({ id, path, isValid })));
  const [adding, setAdding] = useState<{ id: string; path: string }>();
  const [problem, setProblem] = useState<string>();
  const save = useSaveSelectedCategories();
  const mayEdit = useMayCall(saveSelectedCategories);
  const add = () => {
    if (!adding) return;
    if (rows.some((row) => row.id === adding.id)) return setProblem(`“${adding.path}”已在精选类目中`);
    setRows([...rows, { ...adding, isValid: 1 }]);
    setAdding(undefined);
    setProblem(undefined);
  };
  const submit = async () => {
    const body = { categoryIds: rows.map((row) => row.id) };
    const checked = selectedCategoriesRequestSchema.safeParse(body, { error: chineseErrors });
    if (!checked.success) return setProblem(`精选类目${checked.error.issues[0]?.message ?? ''}`);
    setProblem(undefined);
    await save.mutateAsync({ body });
    toast.success('保存成功，商城首页已更新');
  };
  return (
    <section aria-label="精选类目" className="flex max-w-3xl flex-col gap-4 rounded bg-white p-6">
      <p className="text-sm text-slate-500">
        精选类目按顺序展示在商城首页左侧的分类菜单中，可选任意层级的类目；未设置时展示全部一级类目。
      </p>
      {mayEdit && (
        <div className="flex items-center gap-2">
          <CategoryTreeSelect
            aria-label="选择类目"
            className="w-80"
            value={adding?.id ?? ''}
            onChange={setAdding}
            placeholder="选择要加入的类目"
          />
          <Button onClick={add} disabled={!adding}>
            加入
          </Button>
        </div>
      )}
      <SelectedList rows={rows} onChange={mayEdit ? setRows : undefined} />
      {problem && <p className="text-sm text-red-600">{problem}</p>}
      {mayEdit && (
        <div>
          <Button variant="primary" loading={save.isPending} onClick={submit}>
            保存
          </Button>
        </div>
      )}
    </section>
  );
}
