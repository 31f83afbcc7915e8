import { Link, useNavigate } from '@tanstack/react-router';
import { MallLink } from '@/features/mall/shared/MallLink.tsx';
import { useListSearch } from '@/shared/page/page.tsx';
import { FacetRow } from './FacetRow.tsx';
import { type GoodsSearch, goodsSearch, goodsPaging as paging } from './filters.ts';
import { categoryOptions, GoodsResults, useGoodsSearch } from './GoodsResults.tsx';
import { SortBar } from './SortBar.tsx';

/** Goods search: keyword and category, brand, supplier and price filters, sorting, grid or list; all in the URL. */
export function SearchPage() {
  const search = useListSearch(goodsSearch);
  const navigate = useNavigate();
  /** Changes some of the search; any change but paging starts again at page 1. */
  const change = (changes: Partial<GoodsSearch>) =>
    navigate({ to: '/search', search: (previous) => ({ ...previous, page: undefined, ...changes }) });
  const page = { current: search.page ?? 1, size: search.size ?? paging.defaultSize };
  const results = useGoodsSearch(
    {
      keyword: search.keyword,
      categoryId: search.categoryId,
      brandIds: search.brandId ? [search.brandId] : undefined,
      supplierId: search.supplierId,
      minPrice: search.minPrice,
      maxPrice: search.maxPrice,
      sortField: search.sortField,
      sortOrder: search.sortOrder,
    },
    page,
  );
  const data = results.data;
  return (
    <main className="mx-auto w-[1200px] pt-4">
      <nav aria-label="当前位置" className="mb-3 flex items-center gap-2 text-sm text-slate-500">
        <Link to="/" className="hover:text-brand">
          首页
        </Link>
        ›<span>全部结果</span>
        {search.keyword && <span className="text-slate-800">“{search.keyword}”</span>}
        {data && <span className="ml-auto">共 {data.total} 件商品</span>}
        <MallLink url="/supplierList" className="text-brand hover:underline">
          找供应商 ›
        </MallLink>
      </nav>
      <section aria-label="筛选条件" className="border border-slate-200 bg-white text-sm">
        <FacetRow
          title="分类"
          options={categoryOptions(results)}
          selected={search.categoryId}
          onSelect={(categoryId) => change({ categoryId })}
        />
        <FacetRow
          title="品牌"
          options={data?.brands}
          selected={search.brandId}
          onSelect={(brandId) => change({ brandId })}
        />
        <FacetRow
          title="供应商"
          options={data?.suppliers}
          selected={search.supplierId}
          onSelect={(supplierId) => change({ supplierId })}
        />
      </section>
      <SortBar search={search} onChange={change} />
      <GoodsResults
        results={results}
        page={page}
        view={search.view}
        none="没有找到符合条件的商品，换个关键词或减少筛选条件试试"
        onPageChange={({ current, size }) =>
          navigate({ to: '/search', search: (previous) => ({ ...previous, page: current, size }) })
        }
      />
    </main>
  );
}
