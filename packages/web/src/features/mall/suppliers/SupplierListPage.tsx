import { Link } from '@tanstack/react-router';
import { homeSupplierSearch } from '@zc/sdk';
import { type FormEvent, useState } from 'react';
import { useMallQuery } from '@/features/shop/mall-query.ts';
import { useListSearch, useSetPageSearch } from '@/shared/page/page.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { Input } from '@/shared/ui/Input.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { supplierFilters } from './filters.ts';

/** Suppliers with goods on shelf, most goods first, found by name; each opens its goods in the search. */
export function SupplierListPage() {
  const { keyword } = useListSearch(supplierFilters);
  const setSearch = useSetPageSearch<{ keyword?: string }>();
  const [typed, setTyped] = useState(keyword ?? '');
  const suppliers = useMallQuery(homeSupplierSearch, { query: { keyword, size: 50 } });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setSearch({ keyword: typed.trim() || undefined });
  };
  return (
    <main className="mx-auto w-[1200px] pt-4">
      <header className="mb-3 flex items-center justify-between">
        <h1 className="text-lg font-semibold">供应商</h1>
        <search>
          <form aria-label="搜索供应商" className="flex gap-2" onSubmit={search}>
            <Input
              aria-label="供应商名称"
              placeholder="输入供应商名称"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              className="!w-64"
            />
            <Button type="submit" variant="primary">
              搜索
            </Button>
          </form>
        </search>
      </header>
      <QueryState query={suppliers}>
        {(rows) =>
          rows.length === 0 ? (
            <p className="bg-white py-20 text-center text-sm text-slate-500">没有找到名称含“{keyword}”的供应商</p>
          ) : (
            <ul aria-label="供应商列表" className="grid grid-cols-3 gap-3">
              {rows.map((supplier) => (
                <li key={supplier.supplierId} className="flex gap-4 bg-white p-4">
                  <span className="flex size-14 shrink-0 items-center justify-center rounded bg-brand-soft text-xl text-brand">
                    {supplier.logo ? (
                      <img src={supplier.logo} alt="" className="size-full object-contain" />
                    ) : (
                      supplier.supplierName.slice(0, 1)
                    )}
                  </span>
                  <span className="min-w-0 flex-1 text-xs text-slate-500">
                    <strong className="block truncate text-sm text-slate-800">{supplier.supplierName}</strong>
                    <span className="mt-1 block">
                      评分 <span className="text-orange-700">{supplier.score?.toFixed(1) ?? '--'}</span>　在售商品{' '}
                      {supplier.goodsCount ?? 0} 件
                    </span>
                    <span className="mt-1 block truncate">主营：{supplier.mainCategories?.join('、') || '--'}</span>
                  </span>
                  <Link
                    to="/search"
                    search={{ supplierId: supplier.supplierId }}
                    className="self-center rounded border border-brand px-3 py-1 text-xs text-brand hover:bg-brand hover:text-white"
                  >
                    进店逛逛
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </main>
  );
}
