import { Button } from '@/shared/ui/Button.tsx';

export interface SelectedRow {
  id: string;
  path: string;
  isValid: number;
}

/** The chosen categories in menu order, each moved up or down or taken out (when `onChange` allows changes). */
export function SelectedList({ rows, onChange }: { rows: SelectedRow[]; onChange?: (rows: SelectedRow[]) => void }) {
  if (rows.length === 0)
    return <p className="py-6 text-center text-sm text-slate-500">未设置精选类目，首页展示全部一级类目</p>;
  const move = (index: number, by: number) => {
    const next = [...rows];
    const [row] = next.splice(index, 1);
    if (row) next.splice(index + by, 0, row);
    onChange?.(next);
  };
  return (
    <ol aria-label="已选类目" className="divide-y divide-slate-100 rounded border border-slate-200">
      {rows.map((row, index) => (
        <li key={row.id} className="flex items-center gap-3 px-3 py-2 text-sm">
          <span className="w-6 text-slate-500">{index + 1}</span>
          <span className="flex-1">{row.path}</span>
          {row.isValid !== 1 && <span className="text-xs text-red-600">已作废，商城不展示</span>}
          {onChange && (
            <span className="flex gap-1">
              <Button size="sm" variant="text" disabled={index === 0} onClick={() => move(index, -1)}>
                上移
              </Button>
              <Button size="sm" variant="text" disabled={index === rows.length - 1} onClick={() => move(index, 1)}>
                下移
              </Button>
              <Button size="sm" variant="text" onClick={() => onChange(rows.filter((other) => other.id !== row.id))}>
                移除
              </Button>
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
