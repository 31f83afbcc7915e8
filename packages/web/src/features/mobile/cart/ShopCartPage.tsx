import { Link, useNavigate } from '@tanstack/react-router';
import type { components } from '@zc/sdk';
import { useDeleteCartItem, useRemoveCartItemsByIds, useUpdateCartGoods } from '@zc/sdk/react';
import { useCart } from '@/features/shop/buyer.ts';
import { GoodsImage } from '@/features/shop/GoodsImage.tsx';
import { QuantityInput } from '@/features/shop/QuantityInput.tsx';
import { formatMoney } from '@/shared/format/money.ts';
import { useSession } from '@/shared/session/session.ts';
import { confirm } from '@/shared/ui/ConfirmDialog/confirm.ts';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { PullToRefresh, tap } from '../shared/kit.tsx';

type CartItem = components['schemas']['CartItem'];

const tick = 'size-5 accent-[var(--brand)]';

function CartLine({ item }: { item: CartItem }) {
  const update = useUpdateCartGoods();
  const remove = useDeleteCartItem();
  return (
    <li aria-label={item.goodsName} className="flex gap-2 border-t border-slate-100 p-3">
      <label className="flex w-11 shrink-0 items-center justify-center">
        <input
          type="checkbox"
          aria-label={`选择${item.goodsName}`}
          className={tick}
          checked={item.checked === 1}
          disabled={update.isPending}
          onChange={(event) => update.mutate({ body: { id: item.id, checked: event.target.checked ? 1 : 0 } })}
        />
      </label>
      <Link to="/detailMobile" search={{ id: item.goodsId }} className="shrink-0">
        <GoodsImage url={item.mainImage} alt={item.goodsName} className="size-20 rounded" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
        <span className="line-clamp-2">{item.goodsName}</span>
        <span className="text-xs text-slate-500">{item.spec}</span>
        <div className="flex flex-wrap items-center justify-between gap-1">
          <strong className="text-red-600">¥{formatMoney(item.price)}</strong>
          <QuantityInput
            size="touch"
            label={`${item.goodsName}数量`}
            value={item.quantity}
            max={item.stock}
            disabled={update.isPending}
            onChange={(quantity) => update.mutateAsync({ body: { id: item.id, quantity } })}
          />
        </div>
        <button
          type="button"
          className="h-11 self-end px-2 text-xs text-slate-500"
          disabled={remove.isPending}
          onClick={() => remove.mutate({ path: { id: item.id } })}
        >
          删除
        </button>
      </div>
    </li>
  );
}

/** The purchaser's cart on a phone, the same cart as on the desktop: tick, change quantities, delete, settle. */
export function ShopCartPage() {
  const session = useSession();
  const cart = useCart();
  const update = useUpdateCartGoods();
  const remove = useRemoveCartItemsByIds();
  const navigate = useNavigate();
  if (!session)
    return (
      <section className="flex flex-col items-center gap-4 p-10 text-sm text-slate-500">
        登录后查看购物车
        <Link to="/loginMobile" search={{ redirect: '/shopCart' }} className={`${tap.primary} leading-11`}>
          登录
        </Link>
      </section>
    );
  return (
    <main>
      <h1 className="flex h-11 items-center justify-center border-b border-slate-200 bg-white text-base font-medium">
        购物车
      </h1>
      <PullToRefresh onRefresh={cart.refetch}>
        <QueryState query={cart}>
          {({ groups, totalAmount }) => {
            const rows = groups.flatMap((group) => group.items);
            const ticked = rows.filter((row) => row.checked === 1);
            const allTicked = rows.length > 0 && ticked.length === rows.length;
            if (rows.length === 0)
              return (
                <section className="flex flex-col items-center gap-4 p-16 text-sm text-slate-500">
                  购物车空空的，去挑选些商品吧
                  <Link to="/homeMobile" className={`${tap.primary} leading-11`}>
                    去逛逛
                  </Link>
                </section>
              );
            return (
              <>
                {groups.map((group) => (
                  <section key={group.supplierId} aria-label={group.supplierName} className="mt-2 bg-white">
                    <h2 className="px-3 pt-2 text-sm font-medium">{group.supplierName}</h2>
                    <ul>
                      {group.items.map((item) => (
                        <CartLine key={item.id} item={item} />
                      ))}
                    </ul>
                  </section>
                ))}
                <div className="fixed inset-x-0 bottom-12 z-10 mx-auto flex max-w-md items-center gap-2 border-t border-slate-200 bg-white py-1 pr-2 pl-3 text-sm">
                  <label className="flex h-11 items-center gap-1.5">
                    <input
                      type="checkbox"
                      className={tick}
                      checked={allTicked}
                      onChange={() =>
                        void Promise.all(
                          rows
                            .filter((row) => (row.checked === 1) === allTicked)
                            .map((row) => update.mutateAsync({ body: { id: row.id, checked: allTicked ? 0 : 1 } })),
                        ).catch(() => undefined)
                      }
                    />
                    全选
                  </label>
                  <button
                    type="button"
                    className="h-11 px-1 text-slate-500"
                    disabled={ticked.length === 0}
                    onClick={async () => {
                      if (await confirm({ title: '删除商品', message: `确定删除选中的 ${ticked.length} 种商品吗？` }))
                        remove.mutate({ body: ticked.map((row) => row.id) });
                    }}
                  >
                    删除
                  </button>
                  <span className="ml-auto text-right">
                    合计 <strong className="text-red-600">¥{formatMoney(totalAmount)}</strong>
                  </span>
                  <button
                    type="button"
                    className={tap.danger}
                    disabled={ticked.length === 0}
                    onClick={() =>
                      navigate({ to: '/orderInfoMobile', search: { ids: ticked.map((row) => row.id).join(',') } })
                    }
                  >
                    结算({ticked.length})
                  </button>
                </div>
                <div className="h-16" />
              </>
            );
          }}
        </QueryState>
      </PullToRefresh>
    </main>
  );
}
