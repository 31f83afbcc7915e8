import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { addCartGoods, type components, searchItems } from '@zc/sdk';
import { getGoodsDetailQueryOptions, queryEvaluateDetailByGoodsIdQueryOptions } from '@zc/sdk/react';
import { useState } from 'react';
import { useAddToCart } from '@/features/shop/add-to-cart.ts';
import { useOffered } from '@/features/shop/buyer.ts';
import { useDelivery } from '@/features/shop/delivery.ts';
import { GoodsImage } from '@/features/shop/GoodsImage.tsx';
import { Price } from '@/features/shop/Price.tsx';
import { QuantityInput } from '@/features/shop/QuantityInput.tsx';
import { formatDate } from '@/shared/format/date.ts';
import { useInfiniteList } from '@/shared/list/use-infinite-list.ts';
import { usePageSearch } from '@/shared/page/page.tsx';
import { RecordPage } from '@/shared/ui/RecordPage/RecordPage.tsx';
import { searchPageSize } from '../search/filters.ts';
import { GoodsTile } from '../shared/GoodsTile.tsx';
import { InfiniteRows, MobileHeader, tap } from '../shared/kit.tsx';

type GoodsDetail = components['schemas']['GoodsItemDetail'];

/** Goods to open when the address names none. */
function GoodsChoices() {
  const goods = useInfiniteList(searchItems, { body: {} }, searchPageSize);
  return (
    <InfiniteRows list={goods} label="商品列表" none="暂无在售商品" grid>
      {(item) => <GoodsTile key={item.id} goods={item} />}
    </InfiniteRows>
  );
}

/** The pictures, swiped sideways one at a time. */
function Pictures({ goods }: { goods: GoodsDetail }) {
  const images = goods.images?.length ? goods.images : [goods.mainImage ?? ''];
  return (
    <ul aria-label="商品图片" className="flex aspect-square snap-x snap-mandatory overflow-x-auto bg-white">
      {images.map((url, index) => (
        <li key={url} className="w-full shrink-0 snap-start">
          <GoodsImage url={url} alt={`${goods.name} 第${index + 1}张`} className="size-full" />
        </li>
      ))}
    </ul>
  );
}

function DeliveryRows({ goods, quantity }: { goods: GoodsDetail; quantity: number }) {
  const { address, addresses, choose, stock, deliveryTime } = useDelivery(goods.id, quantity);
  return (
    <dl className="grid grid-cols-[4rem_1fr] gap-y-2 bg-white p-3 text-sm [&_dt]:text-slate-500">
      <dt>配送至</dt>
      <dd className="min-w-0">
        {address ? (
          <select
            aria-label="收货地址"
            value={address.id}
            onChange={(event) => choose(event.target.value)}
            className="h-11 w-full truncate rounded border border-slate-200 bg-white px-2"
          >
            {addresses.map((row) => (
              <option key={row.id} value={row.id}>
                {row.provinceName}
                {row.cityName}
                {row.districtName} {row.consignee}
              </option>
            ))}
          </select>
        ) : (
          '全国'
        )}
      </dd>
      <dt>库存</dt>
      <dd className={stock?.stockState === 1 ? 'text-green-700' : 'text-red-600'}>{stock?.stockDesc ?? '--'}</dd>
      <dt>送达</dt>
      <dd>{deliveryTime ?? '--'}</dd>
    </dl>
  );
}

function Evaluations({ goodsId }: { goodsId: string }) {
  const evaluations = useQuery(queryEvaluateDetailByGoodsIdQueryOptions({ query: { goodsId, page: 1, limit: 5 } }));
  const records = evaluations.data?.records ?? [];
  return (
    <section aria-label="商品评价" className="mt-2 bg-white p-3">
      <h2 className="text-sm font-medium">评价（{evaluations.data?.total ?? 0}）</h2>
      {records.length === 0 ? (
        <p className="py-4 text-center text-sm text-slate-500">暂无评价</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {records.map((evaluation) => (
            <li key={evaluation.id} className="py-2 text-sm">
              <p className="flex justify-between text-xs text-slate-500">
                {evaluation.userName ?? '匿名用户'}
                <span>{formatDate(evaluation.createTime)}</span>
              </p>
              <span className="text-orange-500" role="img" aria-label={`${evaluation.score}星`}>
                {'★'.repeat(evaluation.score)}
              </span>
              <p>{evaluation.content || '用户未填写评价内容'}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function GoodsView({ goods }: { goods: GoodsDetail }) {
  const minimum = goods.minBuyNum ?? 1;
  const [quantity, setQuantity] = useState(minimum);
  const cart = useAddToCart();
  const mayBuy = useOffered(addCartGoods);
  const navigate = useNavigate();
  const onShelf = goods.goodsState === 1;
  const buyNow = async () => {
    const row = await cart.add(goods.id, quantity);
    if (row) void navigate({ to: '/orderInfoMobile', search: { ids: row.id } });
  };
  return (
    <>
      <Pictures goods={goods} />
      <section className="bg-white p-3">
        <Price value={goods.promotionPrice ?? goods.price} marketPrice={goods.marketPrice} size="lg" />
        <h2 className="mt-1 text-base font-medium">{goods.name}</h2>
        <p className="mt-1 text-xs text-slate-500">
          已售 {goods.salesVolume ?? 0}
          {goods.unit} · 好评率 {goods.goodRate ?? 100}% · {goods.supplier?.supplierName ?? goods.supplierName}
        </p>
      </section>
      <DeliveryRows goods={goods} quantity={quantity} />
      <div className="flex items-center justify-between bg-white px-3 py-2 text-sm">
        数量
        <QuantityInput
          size="touch"
          label="购买数量"
          value={quantity}
          min={minimum}
          max={Math.max(goods.stock, minimum)}
          onChange={setQuantity}
        />
      </div>
      <Evaluations goodsId={goods.id} />
      <div className="fixed inset-x-0 bottom-12 z-10 mx-auto flex max-w-md gap-2 border-t border-slate-200 bg-white p-2">
        {!onShelf ? (
          <p className="h-11 flex-1 text-center leading-11 text-slate-500">该商品已下架，暂不能购买</p>
        ) : (
          mayBuy && (
            <>
              <button
                type="button"
                className={`${tap.plain} flex-1 border-red-600 text-red-600`}
                disabled={cart.isPending}
                onClick={() => void cart.add(goods.id, quantity)}
              >
                加入购物车
              </button>
              <button
                type="button"
                className={`${tap.danger} flex-1`}
                disabled={cart.isPending}
                onClick={() => void buyNow()}
              >
                立即购买
              </button>
            </>
          )
        )}
      </div>
      <div className="h-16" />
    </>
  );
}

/** A goods item on a phone: swiped pictures, price, stock and delivery where it goes, reviews, and buying. */
export function DetailMobilePage() {
  const { id } = usePageSearch('/detailMobile');
  return (
    <main>
      <MobileHeader title="商品详情" />
      <RecordPage
        id={id}
        chooser={{ noun: '商品', choices: <GoodsChoices /> }}
        load={(id) => getGoodsDetailQueryOptions({ query: { id } })}
      >
        {(goods) => <GoodsView goods={goods} />}
      </RecordPage>
    </main>
  );
}
