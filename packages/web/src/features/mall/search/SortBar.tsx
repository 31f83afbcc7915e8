import { goodsSearchRequestSortFieldLabels } from '@zc/sdk/labels';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '@/shared/ui/Button.tsx';
import { Input } from '@/shared/ui/Input.tsx';
import type { GoodsSearch, SortKey } from './filters.ts';

const tab = (active: boolean) =>
  `h-8 border-r border-slate-200 px-4 text-sm ${active ? 'bg-brand text-white' : 'bg-white text-slate-600 hover:text-brand'}`;

function PriceRange({ search, onChange }: { search: GoodsSearch; onChange: (changes: Partial<GoodsSearch>) => void }) {
  const [min, setMin] = useState(search.minPrice?.toString() ?? '');
  const [max, setMax] = useState(search.maxPrice?.toString() ?? '');
  const [error, setError] = useState<string>();
  useEffect(() => {
    setMin(search.minPrice?.toString() ?? '');
    setMax(search.maxPrice?.toString() ?? '');
  }, [search.minPrice, search.maxPrice]);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const [low, high] = [min, max].map((text) => (text.trim() === '' ? undefined : Number(text)));
    if ([low, high].some((value) => value !== undefined && (!Number.isFinite(value) || value < 0)))
      return setError('价格请输入不小于 0 的数字');
    if (low !== undefined && high !== undefined && low > high) return setError('最低价不能高于最高价');
    setError(undefined);
    onChange({ minPrice: low, maxPrice: high });
  };
  return (
    <form aria-label="价格区间" className="relative flex items-center gap-1.5 px-4" onSubmit={apply}>
      <Input
        aria-label="最低价"
        placeholder="¥ 最低价"
        value={min}
        onChange={(e) => setMin(e.target.value)}
        className="!w-24"
        aria-invalid={!!error}
      />
      <span className="text-slate-500">-</span>
      <Input
        aria-label="最高价"
        placeholder="¥ 最高价"
        value={max}
        onChange={(e) => setMax(e.target.value)}
        className="!w-24"
        aria-invalid={!!error}
      />
      <Button type="submit" size="sm">
        确定
      </Button>
      {error && (
        <span
          role="alert"
          className="absolute top-full left-4 z-10 mt-1 rounded bg-red-50 px-2 py-1 text-xs text-red-600 shadow"
        >
          {error}
        </span>
      )}
    </form>
  );
}

/** Sorting, the price range and the grid or list view over the results. */
export function SortBar({
  search,
  onChange,
}: {
  search: GoodsSearch;
  onChange: (changes: Partial<GoodsSearch>) => void;
}) {
  const byPrice = search.sortField === 'price';
  const { default: byRelevance, ...sortLabels } = goodsSearchRequestSortFieldLabels;
  const sortBy = (field: SortKey | undefined) =>
    onChange({
      sortField: field,
      // Price goes up first, then a second click turns it round; sales and shelf date go down.
      sortOrder: field === 'price' ? (byPrice && search.sortOrder === 'asc' ? 'desc' : 'asc') : field && 'desc',
    });
  return (
    <div className="my-3 flex h-10 items-center border border-slate-200 bg-slate-50">
      <fieldset aria-label="排序" className="flex border-l border-slate-200">
        <button
          type="button"
          aria-pressed={!search.sortField}
          className={tab(!search.sortField)}
          onClick={() => sortBy(undefined)}
        >
          {byRelevance}
        </button>
        {Object.entries(sortLabels).map(([field, label]) => (
          <button
            key={field}
            type="button"
            aria-pressed={search.sortField === field}
            className={tab(search.sortField === field)}
            onClick={() => sortBy(field as SortKey)}
          >
            {label}
            {field === 'price' && (byPrice ? (search.sortOrder === 'asc' ? ' ↑' : ' ↓') : ' ↕')}
          </button>
        ))}
      </fieldset>
      <PriceRange search={search} onChange={onChange} />
      <fieldset aria-label="显示方式" className="ml-auto flex pr-2">
        {(['grid', 'list'] as const).map((view) => (
          <button
            key={view}
            type="button"
            aria-pressed={(search.view ?? 'grid') === view}
            className={`h-7 border border-slate-200 px-3 text-xs ${(search.view ?? 'grid') === view ? 'border-brand text-brand' : 'bg-white text-slate-500'}`}
            onClick={() => onChange({ view })}
          >
            {view === 'grid' ? '大图' : '列表'}
          </button>
        ))}
      </fieldset>
    </div>
  );
}
