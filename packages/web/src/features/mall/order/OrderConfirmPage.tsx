import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { type components, getCartItemsByIds, queryKeyOf } from '@zc/sdk';
import { operationQueryOptions } from '@zc/sdk/react';
import { useState } from 'react';
import { lineOfCartItem } from '@/features/shop/submit-order.ts';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { OrderForm } from './OrderForm.tsx';
import { OrderResult } from './OrderResult.tsx';

type Order = components['schemas']['Order'];

/**
 * Confirms an order from cart rows: address, invoice, purchase plan, freight per supplier, remark, then one order per
 * supplier. A refused order shows the rows again at their current prices, with every choice kept.
 */
export function OrderConfirmPage() {
  // The mall's /orderover and the purchaser area's /purchase/order-info both pass the rows as `ids`.
  const { ids } = useSearch({ strict: false }) as { ids?: string };
  const cartIds = (ids ?? '').split(',').filter(Boolean);
  const queryClient = useQueryClient();
  const [placed, setPlaced] = useState<{ orders: Order[]; planName?: string }>();
  const rows = useQuery({
    ...operationQueryOptions(getCartItemsByIds, { body: cartIds }),
    enabled: cartIds.length > 0 && !placed,
  });
  return (
    <main className="mx-auto w-[1200px] pt-4">
      <h1 className="text-lg font-semibold">填写并核对订单信息</h1>
      {placed ? (
        <OrderResult orders={placed.orders} planName={placed.planName} />
      ) : cartIds.length === 0 ? (
        <p className="mt-4 bg-white py-20 text-center text-slate-500">
          没有要结算的商品，请先在
          <Link to="/carover" className="text-brand">
            购物车
          </Link>
          中勾选商品
        </p>
      ) : (
        <QueryState query={rows}>
          {(items) => (
            <OrderForm
              rows={items.map(lineOfCartItem)}
              onPlaced={(orders, planName) => setPlaced({ orders, planName })}
              onRefused={() => void queryClient.invalidateQueries({ queryKey: queryKeyOf(getCartItemsByIds) })}
            />
          )}
        </QueryState>
      )}
    </main>
  );
}
