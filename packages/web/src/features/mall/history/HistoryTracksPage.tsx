import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { getHistoryTracksList } from '@zc/sdk';
import { operationQueryOptions, useDelHistoryTracksList } from '@zc/sdk/react';
import { useState } from 'react';
import { GoodsImage } from '@/features/shop/GoodsImage.tsx';
import { Price } from '@/features/shop/Price.tsx';
import { formatDate } from '@/shared/format/date.ts';
import { useListSearch, useSetPageSearch } from '@/shared/page/page.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { confirm } from '@/shared/ui/ConfirmDialog/confirm.ts';
import { Pagination } from '@/shared/ui/DataTable/Pagination.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { historyFilters } from './filters.ts';

const paging = { defaultSize: 10, sizes: [10, 20, 40], align: 'right' } as const;

/** 我的足迹: the goods the purchaser looked at, by day, to open again or clear. */
export function HistoryTracksPage() {
  const search = useListSearch(historyFilters);
  const setSearch = useSetPageSearch<typeof search>();
  const page = { current: search.page ?? 1, size: search.size ?? paging.defaultSize };
  const tracks = useQuery({
    ...operationQueryOptions(getHistoryTracksList, { body: { page: page.current, size: page.size } }),
    placeholderData: keepPreviousData,
  });
  const remove = useDelHistoryTracksList();
  const [chosen, setChosen] = useState<string[]>([]);
  const toggle = (id: string) =>
    setChosen((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]));
  return (
    <main className="mx-auto w-[1200px] pt-4">
      <header className="mb-3 flex items-center justify-between">
        <h1 className="text-lg font-semibold">我的足迹</h1>
        <Button
          size="sm"
          disabled={chosen.length === 0}
          loading={remove.isPending}
          onClick={async () => {
            if (!(await confirm({ title: '删除足迹', message: `确定删除选中的 ${chosen.length} 条浏览记录吗？` })))
              return;
            await remove.mutateAsync({ body: chosen });
            setChosen([]);
          }}
        >
          删除选中
        </Button>
      </header>
      <QueryState query={tracks}>
        {({ records, total }) =>
          records.length === 0 ? (
            <p className="bg-white py-20 text-center text-sm text-slate-500">还没有浏览过商品，去商城逛逛吧</p>
          ) : (
            <>
              <ul aria-label="浏览记录" className="grid grid-cols-5 gap-2.5">
                {records.map((track) => (
                  <li key={track.id} className="relative flex flex-col bg-white p-3">
                    <input
                      type="checkbox"
                      aria-label={`选择${track.goodsName}`}
                      checked={chosen.includes(track.id)}
                      onChange={() => toggle(track.id)}
                      className="absolute top-2 left-2 z-10 size-4"
                    />
                    <Link to="/detail" search={{ id: track.goodsId }} className="group flex flex-col">
                      <GoodsImage url={track.mainImage} alt={track.goodsName} className="mx-auto size-[160px]" />
                      <span className="mt-2">
                        <Price value={track.price} />
                      </span>
                      <span className="mt-1 line-clamp-2 h-10 text-xs leading-5 group-hover:text-brand">
                        {track.goodsName}
                      </span>
                    </Link>
                    <span className="mt-1 flex justify-between text-xs text-slate-500">
                      <span className="truncate">{track.supplierName}</span>
                      {formatDate(track.browseTime)}
                    </span>
                  </li>
                ))}
              </ul>
              <Pagination
                total={total}
                page={page}
                preset={paging}
                onPageChange={({ current, size }) => setSearch({ page: current, size })}
              />
            </>
          )
        }
      </QueryState>
    </main>
  );
}
