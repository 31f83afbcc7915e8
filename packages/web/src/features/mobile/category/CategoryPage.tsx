import { Link } from '@tanstack/react-router';
import { queryCategoryTreeAsync } from '@zc/sdk';
import { useState } from 'react';
import { useMallQuery } from '@/features/shop/mall-query.ts';
import { LoadFailed, Skeleton } from '../shared/kit.tsx';

/** The category tree, two levels side by side: the top level on the left, the chosen one's children on the right. */
export function CategoryPage() {
  const top = useMallQuery(queryCategoryTreeAsync, { query: {} });
  const [chosen, setChosen] = useState<string>();
  const current = chosen ?? top.data?.[0]?.id;
  const children = useMallQuery(
    queryCategoryTreeAsync,
    { query: { parentId: current } },
    { enabled: Boolean(current) },
  );
  if (top.error) return <LoadFailed error={top.error} retry={top.refetch} />;
  if (!top.data) return <Skeleton />;
  return (
    <main className="flex min-h-[calc(100vh-4rem)]">
      <nav aria-label="一级分类" className="w-24 shrink-0 bg-slate-100">
        {top.data.map((category) => (
          <button
            key={category.id}
            type="button"
            aria-current={category.id === current}
            className={`block min-h-11 w-full px-2 py-2 text-left text-sm ${category.id === current ? 'bg-white text-brand' : 'text-slate-600'}`}
            onClick={() => setChosen(category.id)}
          >
            {category.name}
          </button>
        ))}
      </nav>
      <section aria-label="二级分类" className="min-w-0 flex-1 bg-white p-3">
        {children.isPending ? (
          <Skeleton rows={3} />
        ) : (
          <ul className="grid grid-cols-2 gap-2">
            {current && (
              <li>
                <Link
                  to="/searchMobile"
                  search={{ categoryId: current }}
                  className="flex min-h-11 items-center justify-center rounded bg-brand-soft px-2 text-sm text-brand"
                >
                  全部
                </Link>
              </li>
            )}
            {(children.data ?? []).map((category) => (
              <li key={category.id}>
                <Link
                  to="/searchMobile"
                  search={{ categoryId: category.id }}
                  className="flex min-h-11 items-center justify-center rounded bg-slate-50 px-2 text-center text-sm"
                >
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
