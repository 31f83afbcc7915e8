import { useQuery } from '@tanstack/react-query';
import { queryStocksWithAddress } from '@zc/sdk';
import { getDeliveryTimeQueryOptions, operationQueryOptions, queryDeliveryAddressQueryOptions } from '@zc/sdk/react';
import { useState } from 'react';
import { useIsBuyer } from './buyer.ts';

/**
 * Stock and delivery time of a goods item where it is to go: one of the purchaser's addresses (the chosen one, else
 * the default), or anywhere for a visitor.
 */
export function useDelivery(goodsId: string, quantity: number) {
  const isBuyer = useIsBuyer();
  const addresses = useQuery({ ...queryDeliveryAddressQueryOptions({ query: { addressType: 1 } }), enabled: isBuyer });
  const [chosen, choose] = useState<string>();
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
  return {
    isBuyer,
    addresses: addresses.data ?? [],
    address,
    choose,
    stock: stock.data?.[0],
    deliveryTime: delivery.data?.description,
  };
}
