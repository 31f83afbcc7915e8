import { Link, useNavigate } from '@tanstack/react-router';
import { useEmptyCartByUserId, useRemoveCartItemsByIds, useUpdateCartGoods } from '@zc/sdk/react';
import { useCart } from '@/features/shop/buyer.ts';
import { formatMoney } from '@/shared/format/money.ts';
import { useSession } from '@/shared/session/session.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { confirm } from '@/shared/ui/ConfirmDialog/confirm.ts';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { type CartItem, CartRow, cartColumns } from './CartRow.tsx';

const tick = 'size-4 accent-[var(--brand)]';

/**
 * The purchaser's cart, by supplier: ticks, quantities at the price they earn, removal, and on to the order's
 * confirmation (`confirmPath`: the mall's, or the purchaser area's 确认订单 when the cart opens in the workbench).
 */
export function CartPage({ confirmPath = '/orderover' }: { confirmPath?: '/orderover' | '/purchase/order-info' }) {
  const session = useSession();
  const cart = useCart();
  const update = useUpdateCartGoods();
  const remove = useRemoveCartItemsByIds();
  const empty = useEmptyCartByUserId();
  const navigate = useNavigate();
  /** Ticks or unticks rows (a supplier's, or all) in one go. */
  const tickAll = (rows: CartItem[], checked: boolean) =>
    Promise.all(
      rows
        .filter((row) => (row.checked === 1) !== checked)
        .map((row) => update.mutateAsync({ body: { id: row.id, checked: checked ? 1 : 0 } })),
    ).catch(() => undefined);
  return (
    <main className="mx-auto w-[1200px] pt-4">
      <QueryState query={cart}>
        {({ groups, invalidItems = [], totalQuantity, totalAmount }) => {
          const rows = groups.flatMap((group) => group.items);
          const ticked = rows.filter((row) => row.checked === 1);
          const allTicked = rows.length > 0 && ticked.length === rows.length;
          if (rows.length === 0 && invalidItems.length === 0)
            return (
              <section className="flex flex-col items-center gap-4 bg-white py-24 text-slate-500">
                <p>购物车空空的，去挑选些商品吧</p>
                <Link to="/" className="rounded bg-brand px-6 py-2 text-sm text-white">
                  去逛逛
                </Link>
              </section>
            );
          return (
            <>
              <h1 className="mb-3 text-lg font-semibold">
                全部商品 <span className="text-red-600">{rows.length}</span>
              </h1>
              <div className={`${cartColumns} bg-slate-100 py-2.5 text-sm text-slate-600`}>
                <span className="flex justify-center">
                  <input
                    type="checkbox"
                    aria-label="全选"
                    className={tick}
                    checked={allTicked}
                    onChange={() => void tickAll(rows, !allTicked)}
                  />
                </span>
                <span>商品信息</span>
                <span className="text-center">单价（元）</span>
                <span className="text-center">数量</span>
                <span className="text-center">小计（元）</span>
                <span className="text-center">操作</span>
              </div>
              {groups.map((group) => {
                const groupTicked = group.items.every((row) => row.checked === 1);
                return (
                  <section key={group.supplierId} aria-label={group.supplierName} className="mt-3 bg-white">
                    <h2 className="flex items-center gap-3 px-4 py-2.5 text-sm">
                      <input
                        type="checkbox"
                        aria-label={`选择${group.supplierName}的全部商品`}
                        className={tick}
                        checked={groupTicked}
                        onChange={() => void tickAll(group.items, !groupTicked)}
                      />
                      <span className="font-semibold">{group.supplierName}</span>
                    </h2>
                    <ul>
                      {group.items.map((item) => (
                        <CartRow key={item.id} item={item} />
                      ))}
                    </ul>
                  </section>
                );
              })}
              {invalidItems.length > 0 && (
                <section aria-label="失效商品" className="mt-3 bg-white px-4 py-3 text-sm text-slate-500">
                  <h2 className="flex justify-between">
                    失效商品 {invalidItems.length} 件（已下架或库存不足）
                    <Button
                      variant="text"
                      size="sm"
                      onClick={() => remove.mutate({ body: invalidItems.map((row) => row.id) })}
                    >
                      清除失效商品
                    </Button>
                  </h2>
                  <ul>
                    {invalidItems.map((item) => (
                      <li key={item.id} className="mt-2 flex gap-3">
                        <span className="rounded bg-slate-200 px-1.5 text-xs leading-5 text-slate-500">失效</span>
                        {item.goodsName}
                      </li>
                    ))}
                  </ul>
                </section>
              )}
              <div className="sticky bottom-0 mt-3 flex h-14 items-center gap-6 border-t border-slate-200 bg-white pl-4 text-sm shadow-[0_-2px_6px_rgba(0,0,0,0.05)]">
                <label className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    className={tick}
                    checked={allTicked}
                    onChange={() => void tickAll(rows, !allTicked)}
                  />
                  全选
                </label>
                <Button
                  variant="text"
                  size="sm"
                  disabled={ticked.length === 0}
                  onClick={async () => {
                    if (
                      await confirm({
                        title: '删除商品',
                        message: `确定从购物车删除选中的 ${ticked.length} 种商品吗？`,
                      })
                    )
                      remove.mutate({ body: ticked.map((row) => row.id) });
                  }}
                >
                  删除选中商品
                </Button>
                <Button
                  variant="text"
                  size="sm"
                  onClick={async () => {
                    if (session && (await confirm({ title: '清空购物车', message: '确定清空购物车中的全部商品吗？' })))
                      empty.mutate({ path: { userId: session.userId } });
                  }}
                >
                  清空购物车
                </Button>
                <span className="ml-auto">
                  已选 <strong className="text-red-600">{totalQuantity}</strong> 件商品
                </span>
                <span>
                  合计（不含运费）：<strong className="text-xl text-red-600">¥{formatMoney(totalAmount)}</strong>
                </span>
                <button
                  type="button"
                  className="h-full w-36 bg-red-600 text-lg text-white disabled:bg-slate-300"
                  disabled={ticked.length === 0}
                  onClick={() => navigate({ to: confirmPath, search: { ids: ticked.map((row) => row.id).join(',') } })}
                >
                  去结算
                </button>
              </div>
            </>
          );
        }}
      </QueryState>
    </main>
  );
}
