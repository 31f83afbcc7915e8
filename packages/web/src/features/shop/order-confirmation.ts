// Confirming an order, the same on the desktop and on a phone: the address, invoice title and plan chosen (with the
// defaults the buyer last used), freight per supplier, the order's rules, the totals, and placing it.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { batchQueryFreight, type components, getShoppingCart, invalidateTag, orderValidate, queryKeyOf } from '@zc/sdk';
import {
  operationQueryOptions,
  queryDeliveryAddressQueryOptions,
  queryLastOrderReceiptQueryOptions,
  queryOwnReceiptListQueryOptions,
} from '@zc/sdk/react';
import { useState } from 'react';
import { twoDecimals } from '@/shared/format/money.ts';
import { errorMessage } from '@/shared/ui/error-message.ts';
import { type OrderLine, OrderRefused, orderItems, submitOrder } from './submit-order.ts';

type Order = components['schemas']['Order'];

export const amountOf = (line: OrderLine) => twoDecimals(line.price * line.quantity);

/** Lines of one supplier together, in the order they came. */
export function bySupplier(rows: readonly OrderLine[]) {
  const groups = new Map<string, OrderLine[]>();
  for (const row of rows) groups.set(row.supplierId, [...(groups.get(row.supplierId) ?? []), row]);
  return [...groups.values()];
}

/**
 * The state of an order's confirmation. `plan` fixes the plan (an order of a plan's goods); `onPlaced` gets the orders
 * and the plan's name, `onRefused` runs after a refusal, which `refusal` then tells item by item.
 */
export function useOrderConfirmation({
  rows,
  onPlaced,
  onRefused,
  plan,
}: {
  rows: readonly OrderLine[];
  onPlaced: (orders: Order[], planName?: string) => void;
  onRefused?: () => void;
  plan?: string;
}) {
  const queryClient = useQueryClient();
  const addresses = useQuery(queryDeliveryAddressQueryOptions({ query: { addressType: 1 } }));
  const receipts = useQuery(queryOwnReceiptListQueryOptions());
  const lastReceipt = useQuery(queryLastOrderReceiptQueryOptions());
  const [addressId, setAddressId] = useState<string>();
  const [receiptId, setReceiptId] = useState<string | null>();
  const [remark, setRemark] = useState('');
  const [chosenPlan, setChosenPlan] = useState<string>();
  const planId = plan ?? chosenPlan;
  const [refusal, setRefusal] = useState<string[]>([]);
  const address =
    addresses.data?.find((row) => row.id === addressId) ??
    addresses.data?.find((row) => row.isDefault === 1) ??
    addresses.data?.[0];
  // The invoice choice waits for the titles and the last order's one, so it does not change under the buyer's hand.
  const receiptsLoading = receipts.isPending || lastReceipt.isPending;
  // No choice yet: the title of the last order, else the default one. null is 不开发票.
  const receipt =
    receiptId === null
      ? undefined
      : (receipts.data?.find((row) => row.id === (receiptId ?? lastReceipt.data?.id)) ??
        receipts.data?.find((row) => row.isDefault === 1));
  // The order's rules: whether it must execute a purchase plan, and the plans that can take it.
  const rule = useQuery({
    ...operationQueryOptions(orderValidate, {
      body: { items: orderItems(rows), deliveryAddressId: address?.id ?? '' },
    }),
    enabled: Boolean(address),
    placeholderData: keepPreviousData,
  });
  const freight = useQuery({
    ...operationQueryOptions(batchQueryFreight, {
      body: {
        addressId: address?.id,
        areaCode: address?.districtCode,
        items: rows.map((row) => ({
          supplierId: row.supplierId,
          goodsId: row.goodsId,
          quantity: row.quantity,
          amount: amountOf(row),
        })),
      },
    }),
    enabled: Boolean(address),
  });
  const place = useMutation({
    mutationFn: () =>
      submitOrder(rows, {
        deliveryAddressId: address?.id ?? '',
        receiptId: receipt?.id,
        remark: remark.trim() || undefined,
        planId,
      }),
    onSuccess: (orders) => {
      onPlaced(orders, rule.data?.plans?.find((row) => row.id === planId)?.planName);
      // The cart count and order lists change; the rows just ordered are gone, so this page's own query is left be.
      void queryClient.invalidateQueries({ queryKey: queryKeyOf(getShoppingCart) });
      void invalidateTag(queryClient, 'orders');
    },
    onError: (error) => {
      setRefusal(error instanceof OrderRefused ? error.messages : [errorMessage(error, '提交订单失败，请稍后重试')]);
      onRefused?.();
    },
  });
  const goodsAmount = rows.reduce((sum, row) => sum + amountOf(row), 0);
  const freightOf = (supplierId: string) => freight.data?.find((row) => row.supplierId === supplierId)?.freight ?? 0;
  const totalFreight = (freight.data ?? []).reduce((sum, row) => sum + row.freight, 0);

  return {
    addresses,
    address,
    setAddressId,
    receipts,
    receiptsLoading,
    receipt,
    setReceiptId,
    remark,
    setRemark,
    rule,
    planId,
    setChosenPlan,
    refusal,
    place: () => {
      setRefusal([]);
      place.mutate();
    },
    placing: place.isPending,
    goodsAmount,
    freightOf,
    totalFreight,
  };
}
