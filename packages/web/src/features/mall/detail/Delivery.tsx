import { useQuery } from '@tanstack/react-query';
import { queryStocksWithAddress } from '@zc/sdk';
import { getDeliveryTimeQueryOptions, operationQueryOptions, queryDeliveryAddressQueryOptions } from '@zc/sdk/react';
import { useState } from 'react';
import { useIsBuyer } from '@/features/mall/shared/buyer.ts';
import { Select } from '@/shared/ui/Select.tsx';

/** Stock and delivery time where the goods are to go: one of the purchaser's addresses, or anywhere for a visitor. */
export function Delivery({ goodsId, quantity }: { goodsId: string; quantity: number }) {
  const isBuyer = useIsBuyer();
  const addresses = useQuery({ ...queryDeliveryAddressQueryOptions({ query: { addressType: 1 } }), enabled: isBuyer });
  const [chosen, setChosen] = useState<string>();
  const address =
    addresses.data?.find((row) => row.id === chosen) ??
    addresses.data?.find((row) => row.isDefault === 1) ??
    addresses.data?.[0];
  const stock = useQuery(
    operationQueryOptions(queryStocksWithAddress, {
      body: {
        addressId: address?.id,
        provinceCode: address?.provinceCode,
        cityCode: address?.cityCode,
        countyCode: address?.districtCode,
        items: [{ goodsId, quantity }],
      },
    }),
  );
  const delivery = useQuery(getDeliveryTimeQueryOptions({ query: { goodsId, areaCode: address?.districtCode } }));
  const state = stock.data?.[0];
  return (
    <>
      <dt>配送至</dt>
      <dd className="flex items-center gap-3">
        {address ? (
          <Select
            aria-label="收货地址"
            className="w-80"
            value={address.id}
            onChange={(event) => setChosen(event.target.value)}
            options={(addresses.data ?? []).map((row) => ({
              value: row.id,
              label: `${row.provinceName}${row.cityName}${row.districtName} ${row.consignee}`,
            }))}
          />
        ) : (
          <span className="text-slate-500">{isBuyer ? '全国' : '全国（登录后按收货地址查询）'}</span>
        )}
        {state && (
          <strong className={state.stockState === 1 ? 'text-green-700' : 'text-red-600'}>{state.stockDesc}</strong>
        )}
      </dd>
      <dt>送达时间</dt>
      <dd className="text-slate-600">{delivery.data?.description ?? '--'}</dd>
    </>
  );
}
