import { useAddCartGoods } from '@zc/sdk/react';
import { useBuyerCheck } from '@/features/shop/buyer.ts';
import { toast } from '@/shared/ui/Toast/toast.ts';

/** Adds goods to the purchaser's cart after the buyer check; the cart count refreshes. */
export function useAddToCart() {
  const check = useBuyerCheck();
  const add = useAddCartGoods();
  return {
    isPending: add.isPending,
    /** Answers the cart row, or nothing when the buyer check or the backend refused. */
    add: async (goodsId: string, quantity: number) => {
      if (!check()) return undefined;
      const row = await add.mutateAsync({ body: { goodsId, quantity } }).catch(() => undefined);
      if (row) toast.success('已加入购物车');
      return row;
    },
  };
}
