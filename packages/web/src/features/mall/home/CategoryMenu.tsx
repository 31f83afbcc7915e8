import { Link } from '@tanstack/react-router';
import { initOfficeSuppliesChildren, queryOfficeSuppliesNav } from '@zc/sdk';
import { useState } from 'react';
import { useMallQuery } from '@/features/shop/mall-query.ts';

/** The children of a top category, fetched when it is first pointed at. */
function CategoryFlyout({ topId }: { topId: string }) {
  const children = useMallQuery(initOfficeSuppliesChildren, { query: { itemids: topId } });
  return (
    <div className="absolute top-0 left-full z-20 h-full w-[760px] overflow-y-auto border border-slate-200 bg-white px-6 py-4 shadow-lg">
      {children.isPending && <p className="text-sm text-slate-500">加载中…</p>}
      {children.data?.map((second) => (
        <dl key={second.id} className="flex border-b border-dashed border-slate-100 py-2 text-xs leading-6">
          <dt className="w-24 shrink-0 font-semibold">
            <Link to="/search" search={{ categoryId: second.id }} className="hover:text-brand">
              {second.name} ›
            </Link>
          </dt>
          <dd className="flex flex-wrap gap-x-4">
            {second.children?.map((leaf) => (
              <Link
                key={leaf.id}
                to="/search"
                search={{ categoryId: leaf.id }}
                className="text-slate-500 hover:text-brand"
              >
                {leaf.name}
              </Link>
            ))}
          </dd>
        </dl>
      ))}
    </div>
  );
}

/** The home page's category menu: the top categories, each showing its second and third levels on hover. */
export function CategoryMenu() {
  const tops = useMallQuery(queryOfficeSuppliesNav);
  const [open, setOpen] = useState<string>();
  return (
    <nav
      aria-label="商品分类"
      className="relative h-full w-[200px] shrink-0 bg-slate-800 py-1 text-sm text-white"
      onMouseLeave={() => setOpen(undefined)}
    >
      {/* Every top category in the banner's height, however many there are. */}
      <ul className="flex h-full flex-col">
        {tops.data?.map((top) => (
          <li
            key={top.id}
            onMouseEnter={() => setOpen(top.id)}
            className={`max-h-[39px] min-h-0 flex-1 ${open === top.id ? 'bg-white text-brand' : ''}`}
          >
            <Link
              to="/search"
              search={{ categoryId: top.id }}
              className="flex h-full items-center justify-between px-5"
            >
              {top.name}
              <span aria-hidden="true" className="text-xs opacity-60">
                ›
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {open && <CategoryFlyout topId={open} />}
    </nav>
  );
}
