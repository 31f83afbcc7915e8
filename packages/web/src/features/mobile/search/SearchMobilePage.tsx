import { useNavigate } from '@tanstack/react-router';
import { searchItems } from '@zc/sdk';
import { type FormEvent, useState } from 'react';
import type { ListSearch } from '@/shared/list/filters.ts';
import { useInfiniteList } from '@/shared/list/use-infinite-list.ts';
import { useListSearch } from '@/shared/page/page.tsx';
import { GoodsTile } from '../shared/GoodsTile.tsx';
import { InfiniteRows } from '../shared/kit.tsx';
import { mobileGoodsSearch, searchPageSize } from './filters.ts';
import { clearSearchHistory, readSearchHistory, rememberSearch } from './search-history.ts';

type Search = ListSearch<typeof mobileGoodsSearch.declaration>;

const sorts = [
  [undefined, '综合'],
  ['salesVolume', '销量'],
  ['price', '价格'],
  ['upShelfTime', '新品'],
] as const;

/** 综合, 销量, 价格 (a second tap turns its order) and 新品. */
function SortTabs({ search, change }: { search: Search; change: (changes: Partial<Search>) => void }) {
  return (
    <div role="tablist" aria-label="排序" className="flex bg-white text-sm">
      {sorts.map(([field, name]) => {
        const active = search.sortField === field;
        const order = field === 'price' && active && search.sortOrder === 'asc' ? 'desc' : 'asc';
        return (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={active}
            className={`h-11 flex-1 ${active ? 'text-brand' : 'text-slate-600'}`}
            onClick={() =>
              change({ sortField: field, sortOrder: field === 'price' ? order : field ? 'desc' : undefined })
            }
          >
            {name}
            {field === 'price' && active && (search.sortOrder === 'asc' ? ' ↑' : ' ↓')}
          </button>
        );
      })}
    </div>
  );
}

function PriceFilter({ search, change }: { search: Search; change: (changes: Partial<Search>) => void }) {
  const [min, setMin] = useState(search.minPrice?.toString() ?? '');
  const [max, setMax] = useState(search.maxPrice?.toString() ?? '');
  const price = (text: string) => (text === '' ? undefined : Number(text));
  return (
    <form
      aria-label="价格筛选"
      className="flex items-center gap-2 border-t border-slate-100 bg-white px-3 py-1 text-sm"
      onSubmit={(event) => {
        event.preventDefault();
        change({ minPrice: price(min), maxPrice: price(max) });
      }}
    >
      价格
      <input
        aria-label="最低价"
        inputMode="decimal"
        value={min}
        onChange={(event) => setMin(event.target.value.replace(/[^\d.]/g, ''))}
        className="h-9 w-0 flex-1 rounded border border-slate-200 px-2"
        placeholder="最低价"
      />
      –
      <input
        aria-label="最高价"
        inputMode="decimal"
        value={max}
        onChange={(event) => setMax(event.target.value.replace(/[^\d.]/g, ''))}
        className="h-9 w-0 flex-1 rounded border border-slate-200 px-2"
        placeholder="最高价"
      />
      <button type="submit" className="h-11 px-3 text-brand">
        筛选
      </button>
    </form>
  );
}

/** Goods search on a phone: the last searches, sort, a price filter and results read page after page. */
export function SearchMobilePage() {
  const search = useListSearch(mobileGoodsSearch);
  const navigate = useNavigate();
  const [typed, setTyped] = useState(search.keyword ?? '');
  const [history, setHistory] = useState(readSearchHistory);
  const change = (changes: Partial<Search>) =>
    navigate({ to: '/searchMobile', search: (previous) => ({ ...previous, ...changes }), replace: true });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const keyword = typed.trim();
    if (keyword) setHistory(rememberSearch(keyword));
    void change({ keyword: keyword || undefined });
  };
  const searching = search.keyword !== undefined || search.categoryId !== undefined;
  const { keyword, categoryId, sortField, sortOrder, minPrice, maxPrice } = search;
  const results = useInfiniteList(
    searchItems,
    { body: { keyword, categoryId, sortField, sortOrder, minPrice, maxPrice } },
    searchPageSize,
  );
  return (
    <main>
      <search className="sticky top-0 z-10 block bg-brand p-2">
        <form onSubmit={submit} className="flex gap-2">
          <input
            type="search"
            aria-label="搜索商品"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder="搜索商品名称、品牌"
            className="h-11 min-w-0 flex-1 rounded-full bg-white px-4 text-sm"
          />
          <button type="submit" className="h-11 px-3 text-sm text-white">
            搜索
          </button>
        </form>
      </search>
      {!searching && history.length > 0 && (
        <section aria-label="搜索历史" className="bg-white p-3">
          <h2 className="flex items-center justify-between text-sm font-medium">
            搜索历史
            <button
              type="button"
              className="h-11 px-2 text-xs text-slate-500"
              onClick={() => {
                clearSearchHistory();
                setHistory([]);
              }}
            >
              清空
            </button>
          </h2>
          <ul className="flex flex-wrap gap-2">
            {history.map((entry) => (
              <li key={entry}>
                <button
                  type="button"
                  className="h-11 rounded-full bg-slate-100 px-4 text-sm"
                  onClick={() => {
                    setTyped(entry);
                    setHistory(rememberSearch(entry));
                    void change({ keyword: entry });
                  }}
                >
                  {entry}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <SortTabs search={search} change={change} />
      <PriceFilter search={search} change={change} />
      <InfiniteRows list={results} label="搜索结果" none="没有找到符合条件的商品，换个关键词试试" grid>
        {(goods) => <GoodsTile key={goods.id} goods={goods} />}
      </InfiniteRows>
    </main>
  );
}
