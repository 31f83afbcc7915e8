import { Link } from '@tanstack/react-router';
import { queryIndexFloorList } from '@zc/sdk';
import { GoodsCard } from '@/features/mall/shared/GoodsCard.tsx';
import { MallLink } from '@/features/mall/shared/MallLink.tsx';
import { useMallQuery } from '@/features/shop/mall-query.ts';
import { readableOn } from '@/shared/format/contrast.ts';

/**
 * The home floors: a coloured title with quick category links, a banner panel and the floor's goods. The floor's colour
 * is darkened where text is written in it or on it, so that it reads whatever colour the operator picked.
 */
/** The mall's page colour (slate-50), behind the floors' titles. */
const mallPage = '#f8fafc';

export function Floors() {
  const floors = useMallQuery(queryIndexFloorList);
  return (
    <>
      {floors.data
        ?.filter((floor) => floor.goods.length > 0)
        .map((floor, index) => (
          <section key={floor.id} aria-label={floor.floorName} className="mt-6">
            <header className="flex h-10 items-end gap-6 border-b-2 pb-2" style={{ borderColor: floor.color }}>
              <h2 className="text-xl font-semibold" style={{ color: readableOn(floor.color, mallPage) }}>
                {index + 1}F {floor.floorName}
              </h2>
              <nav aria-label={`${floor.floorName}分类`} className="flex flex-1 gap-4 text-xs text-slate-500">
                {floor.categories?.map((category) => (
                  <Link
                    key={category.id}
                    to="/search"
                    search={{ categoryId: category.id }}
                    className="hover:text-brand"
                  >
                    {category.name}
                  </Link>
                ))}
              </nav>
              <MallLink url={floor.linkUrl} className="text-xs text-slate-500 hover:text-brand">
                更多 ›
              </MallLink>
            </header>
            <div className="flex gap-px bg-slate-100">
              <MallLink url={floor.linkUrl} className="flex w-[200px] shrink-0">
                <span className="sr-only">{floor.floorName}</span>
                <span
                  aria-hidden="true"
                  className="flex w-full flex-col justify-end bg-cover p-5 text-white"
                  style={{
                    backgroundColor: readableOn(floor.color),
                    backgroundImage: floor.image ? `url(${floor.image})` : undefined,
                  }}
                >
                  <strong className="text-2xl">{floor.floorName}</strong>
                  <span className="mt-1 text-sm">品质集采 一站购齐</span>
                </span>
              </MallLink>
              <ul className="grid flex-1 grid-cols-4 gap-px">
                {floor.goods.slice(0, 8).map((goods) => (
                  <li key={goods.id}>
                    <GoodsCard goods={goods} />
                  </li>
                ))}
              </ul>
            </div>
          </section>
        ))}
    </>
  );
}
