import { useNavigate } from '@tanstack/react-router';
import { addCartGoods, addDemandCartItem, addItemReport, type components, saveOrUpdateMyCollect } from '@zc/sdk';
import { useAddDemandCartItem, useSaveOrUpdateMyCollect } from '@zc/sdk/react';
import { useState } from 'react';
import { useAddToCart } from '@/features/shop/add-to-cart.ts';
import { useBuyerCheck, useOffered, useSignInCheck } from '@/features/shop/buyer.ts';
import { Price } from '@/features/shop/Price.tsx';
import { unitPriceOf } from '@/features/shop/price.ts';
import { QuantityInput } from '@/features/shop/QuantityInput.tsx';
import { formatDateTime } from '@/shared/format/date.ts';
import { formatMoney } from '@/shared/format/money.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { Delivery } from './Delivery.tsx';
import { ReportDialog } from './ReportDialog.tsx';

type GoodsDetail = components['schemas']['GoodsItemDetail'];

/** Name, prices (promotion, ladder, wholesale), delivery, quantity and the buying actions of a goods item. */
export function BuyBox({ goods }: { goods: GoodsDetail }) {
  const minimum = goods.minBuyNum ?? 1;
  const [quantity, setQuantity] = useState(minimum);
  const [reporting, setReporting] = useState(false);
  const cart = useAddToCart();
  const signedIn = useSignInCheck();
  const collect = useSaveOrUpdateMyCollect({ invalidates: ['mall'] });
  const navigate = useNavigate();
  const offers = {
    buy: useOffered(addCartGoods),
    collect: useOffered(saveOrUpdateMyCollect),
    report: useOffered(addItemReport),
    demand: useOffered(addDemandCartItem),
  };
  const buyerCheck = useBuyerCheck();
  const demand = useAddDemandCartItem();
  /** Into the demand car, for the organisation's demand collection rather than an order now. */
  const addToDemandCar = () =>
    buyerCheck() &&
    demand.mutate(
      { body: { goodsId: goods.id, quantity } },
      { onSuccess: (row) => void navigate({ to: '/demand-car-over', search: { id: row.id } }) },
    );
  const onShelf = goods.goodsState === 1;
  const unitPrice = unitPriceOf(goods, quantity);
  const buyNow = async () => {
    const row = await cart.add(goods.id, quantity);
    if (row) void navigate({ to: '/orderover', search: { ids: row.id } });
  };
  return (
    <div className="min-w-0 flex-1">
      <h1 className="text-lg leading-7 font-semibold">
        {goods.isAid === 1 && <span className="mr-2 rounded bg-orange-500 px-1.5 text-sm text-white">帮扶</span>}
        {goods.name}
      </h1>
      {goods.subTitle && <p className="mt-1 text-sm text-orange-700">{goods.subTitle}</p>}
      <div className="mt-3 bg-gradient-to-r from-red-50 to-slate-50 px-4 py-3 text-sm">
        <dl className="grid grid-cols-[72px_1fr] items-baseline gap-y-2">
          <dt className="text-slate-500">{goods.promotionPrice !== undefined ? '促销价' : '价　　格'}</dt>
          <dd className="flex items-baseline gap-3">
            <Price value={goods.promotionPrice ?? goods.price} marketPrice={goods.marketPrice} size="lg" />
            {goods.promotionPrice !== undefined && (
              <span className="text-xs text-slate-500">
                原价 ¥{formatMoney(goods.price)}，促销至 {formatDateTime(goods.promotionEndTime)}
              </span>
            )}
          </dd>
          {goods.ladderPrices && goods.ladderPrices.length > 0 && (
            <>
              <dt className="text-slate-500">阶梯价</dt>
              <dd>
                <ul aria-label="阶梯价" className="flex flex-wrap gap-2">
                  {goods.ladderPrices.map((tier) => (
                    <li
                      key={tier.minQuantity}
                      className="rounded border border-red-200 bg-white px-2 text-xs leading-6"
                    >
                      ≥{tier.minQuantity}
                      {goods.unit} <strong className="text-red-600">¥{formatMoney(tier.price)}</strong>
                    </li>
                  ))}
                </ul>
              </dd>
            </>
          )}
          {goods.wholesalePrice !== undefined && (
            <>
              <dt className="text-slate-500">批发价</dt>
              <dd className="text-xs">
                {goods.wholesaleMinQuantity ?? 1}
                {goods.unit}起批 <strong className="text-red-600">¥{formatMoney(goods.wholesalePrice)}</strong>
              </dd>
            </>
          )}
        </dl>
      </div>
      <dl className="mt-3 grid grid-cols-[72px_1fr] items-center gap-y-3 px-4 text-sm [&_dt]:text-slate-500">
        <dt>销　　量</dt>
        <dd>
          已售 {goods.salesVolume ?? 0}
          {goods.unit}　累计评价 {goods.evaluateCount ?? 0}　好评率 {goods.goodRate ?? 100}%
        </dd>
        <Delivery goodsId={goods.id} quantity={quantity} />
        <dt>数　　量</dt>
        <dd className="flex items-center gap-3">
          <QuantityInput
            label="购买数量"
            value={quantity}
            min={minimum}
            max={Math.max(goods.stock, minimum)}
            onChange={setQuantity}
          />
          <span className="text-slate-500">
            {goods.unit}（库存 {goods.stock}
            {minimum > 1 && `，${minimum}${goods.unit}起购`}）
          </span>
          {unitPrice < goods.price && (
            <span className="text-xs text-red-600">
              此数量单价 ¥{formatMoney(unitPrice)}，小计 ¥{formatMoney(unitPrice * quantity)}
            </span>
          )}
        </dd>
      </dl>
      <div className="mt-5 flex items-center gap-3 px-4">
        {!onShelf ? (
          <span className="rounded bg-slate-100 px-4 py-2 text-slate-500">该商品已下架，暂不能购买</span>
        ) : (
          offers.buy && (
            <>
              <Button
                variant="danger"
                className="h-10 w-36 text-base"
                loading={cart.isPending}
                onClick={() => void cart.add(goods.id, quantity)}
              >
                加入购物车
              </Button>
              <Button
                className="h-10 w-32 border-red-600 text-base text-red-600"
                disabled={cart.isPending}
                onClick={() => void buyNow()}
              >
                立即购买
              </Button>
            </>
          )
        )}
        {onShelf && offers.demand && (
          <Button variant="text" loading={demand.isPending} onClick={addToDemandCar}>
            加入需求车
          </Button>
        )}
        {offers.collect && (
          <Button
            variant="text"
            aria-pressed={goods.isCollect === 1}
            loading={collect.isPending}
            onClick={() =>
              signedIn() && collect.mutate({ body: { goodsId: goods.id, isCollect: goods.isCollect === 1 ? 0 : 1 } })
            }
          >
            {goods.isCollect === 1 ? '★ 已收藏' : '☆ 收藏'}
          </Button>
        )}
        {offers.report && (
          <Button variant="text" className="text-slate-500" onClick={() => signedIn() && setReporting(true)}>
            举报
          </Button>
        )}
      </div>
      {reporting && <ReportDialog goodsId={goods.id} onClose={() => setReporting(false)} />}
    </div>
  );
}
