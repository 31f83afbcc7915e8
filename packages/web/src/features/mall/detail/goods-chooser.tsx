// A goods page opened without a goods item, or with one that is gone, offers goods as the mall shows them: cards of
// the search's results, each opening its own detail page.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { goodsPaging } from '@/features/mall/search/filters.ts';
import { GoodsResults, useGoodsSearch } from '@/features/mall/search/GoodsResults.tsx';
import type { PageState } from '@/shared/ui/DataTable/paging.ts';
import type { OwnChooser } from '@/shared/ui/RecordPage/RecordChooser.tsx';

/** The goods on sale of a kind (3 本地供应商商品, 4 协议商品; all without one), a page of cards at a time. */
function GoodsChoices({ itemType }: { itemType: 3 | 4 | undefined }) {
  const [page, setPage] = useState<PageState>({ current: 1, size: goodsPaging.defaultSize });
  const results = useGoodsSearch({ itemType }, page);
  return (
    <GoodsResults
      results={results}
      page={page}
      onPageChange={setPage}
      none={
        <>
          暂无在售商品，去
          <Link to="/search" className="text-brand hover:underline">
            全部商品
          </Link>
          看看
        </>
      }
    />
  );
}

export const goodsChooser = (itemType?: 3 | 4): OwnChooser => ({
  noun: '商品',
  choices: <GoodsChoices itemType={itemType} />,
});
