import { useDelivery } from '@/features/shop/delivery.ts';
import { Select } from '@/shared/ui/Select.tsx';

/** Stock and delivery time where the goods are to go: one of the purchaser's addresses, or anywhere for a visitor. */
export function Delivery({ goodsId, quantity }: { goodsId: string; quantity: number }) {
  const { isBuyer, addresses, address, choose, stock, deliveryTime } = useDelivery(goodsId, quantity);
  return (
    <>
      <dt>配送至</dt>
      <dd className="flex items-center gap-3">
        {address ? (
          <Select
            aria-label="收货地址"
            className="w-80"
            value={address.id}
            onChange={(event) => choose(event.target.value)}
            options={addresses.map((row) => ({
              value: row.id,
              label: `${row.provinceName}${row.cityName}${row.districtName} ${row.consignee}`,
            }))}
          />
        ) : (
          <span className="text-slate-500">{isBuyer ? '全国' : '全国（登录后按收货地址查询）'}</span>
        )}
        {stock && (
          <strong className={stock.stockState === 1 ? 'text-green-700' : 'text-red-600'}>{stock.stockDesc}</strong>
        )}
      </dd>
      <dt>送达时间</dt>
      <dd className="text-slate-600">{deliveryTime ?? '--'}</dd>
    </>
  );
}
