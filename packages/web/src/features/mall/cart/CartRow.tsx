import { Link } from '@tanstack/react-router';
import type { components } from '@zc/sdk';
import { useDeleteCartItem, useUpdateCartGoods } from '@zc/sdk/react';
import { GoodsImage } from '@/features/shop/GoodsImage.tsx';
import { QuantityInput } from '@/features/shop/QuantityInput.tsx';
import { formatMoney } from '@/shared/format/money.ts';
import { Button } from '@/shared/ui/Button.tsx';

export type CartItem = components['schemas']['CartItem'];

export const cartColumns = 'grid grid-cols-[48px_1fr_140px_150px_140px_90px] items-center';

/** A cart row: tick, goods, the unit price the quantity earns (ladder prices applied), quantity, amount, 删除. */
export function CartRow({ item }: { item: CartItem }) {
  const update = useUpdateCartGoods();
  const remove = useDeleteCartItem();
  return (
    <li className={`${cartColumns} border-t border-slate-100 py-4 text-sm`} aria-label={item.goodsName}>
      <span className="flex justify-center">
        <input
          type="checkbox"
          aria-label={`选择${item.goodsName}`}
          checked={item.checked === 1}
          disabled={update.isPending}
          onChange={(event) => update.mutate({ body: { id: item.id, checked: event.target.checked ? 1 : 0 } })}
          className="size-4 accent-[var(--brand)]"
        />
      </span>
      <span className="flex min-w-0 gap-3">
        <Link to="/detail" search={{ id: item.goodsId }} className="shrink-0">
          <GoodsImage url={item.mainImage} alt={item.goodsName} className="size-20 border border-slate-100" />
        </Link>
        <span className="min-w-0">
          <Link to="/detail" search={{ id: item.goodsId }} className="line-clamp-2 hover:text-brand">
            {item.goodsName}
          </Link>
          <span className="mt-1 block text-xs text-slate-500">{item.spec}</span>
        </span>
      </span>
      <span className="text-center">¥{formatMoney(item.price)}</span>
      <span className="flex flex-col items-center gap-1">
        <QuantityInput
          label={`${item.goodsName}数量`}
          value={item.quantity}
          max={item.stock}
          disabled={update.isPending}
          onChange={(quantity) => update.mutateAsync({ body: { id: item.id, quantity } })}
        />
        <span className="text-xs text-slate-500">
          库存 {item.stock}
          {item.unit}
        </span>
      </span>
      <strong className="text-center text-red-600">¥{formatMoney(item.amount)}</strong>
      <span className="text-center">
        <Button
          variant="text"
          size="sm"
          loading={remove.isPending}
          onClick={() => remove.mutate({ path: { id: item.id } })}
        >
          删除
        </Button>
      </span>
    </li>
  );
}
