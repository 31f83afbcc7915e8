import { Link } from '@tanstack/react-router';
import { type components, getOrderItemSnapshots, queryMyEvaluate } from '@zc/sdk';
import { Gallery } from '@/features/mall/detail/Gallery.tsx';
import { mallQueryOptions } from '@/features/shop/mall-query.ts';
import { Price } from '@/features/shop/Price.tsx';
import { formatDateTime } from '@/shared/format/date.ts';
import { defineFilters, text } from '@/shared/list/filters.ts';
import { usePageSearch } from '@/shared/page/page.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { chooser } from '@/shared/ui/RecordPage/RecordChooser.tsx';
import { RecordPage } from '@/shared/ui/RecordPage/RecordPage.tsx';
import { SafeHtml } from '@/shared/ui/SafeHtml.tsx';
import { MemberPage } from '../shared/MemberPage.tsx';

type Snapshot = components['schemas']['OrderItemSnapshot'];
type Line = components['schemas']['Evaluate'];

/**
 * The goods the purchaser has received, a line of an order each: the only call listing order lines, that of 我的评价
 * (evaluated or not).
 */
const receivedLineChooser = chooser({
  noun: '已收货商品',
  operation: queryMyEvaluate,
  filters: defineFilters({ goodsName: text('商品名称') }),
  columns: columnsOf<Line>({
    goodsName: '商品名称',
    orderNo: '订单编号',
    supplierName: '供应商',
    createTime: ['时间', 'dateTime'],
  }),
  open: (line) => ({ id: line.orderDetailId }),
  name: (line) => `${line.orderNo} ${line.goodsName}`,
});

/** 商品历史详情: an order line's goods as they were when ordered (`?id=` the order line), beside a link to today's. */
export function GoodsSnapshotPage() {
  return (
    <MemberPage title="交易快照" call={getOrderItemSnapshots}>
      <SnapshotOfLine />
    </MemberPage>
  );
}

function SnapshotOfLine() {
  const { id } = usePageSearch('/goods-his-detail');
  return (
    <RecordPage
      id={id}
      chooser={receivedLineChooser}
      load={(id) => mallQueryOptions(getOrderItemSnapshots, { query: { orderDetailIds: [id] } })}
    >
      {([snapshot]) => snapshot && <SnapshotView snapshot={snapshot} />}
    </RecordPage>
  );
}

function SnapshotView({ snapshot }: { snapshot: Snapshot }) {
  const facts: [string, string | undefined][] = [
    ['商品编码', snapshot.sku],
    ['规格', snapshot.spec],
    ['单位', snapshot.unit],
    ...(snapshot.params ?? []).map((param): [string, string] => [param.name, param.value]),
  ];
  return (
    <article className="flex flex-col gap-4">
      <p role="note" className="rounded border border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-800">
        您查看的是下单时的交易快照（{formatDateTime(snapshot.snapshotTime)}），商品信息可能已经变化。
        <Link to="/detail" search={{ id: snapshot.goodsId }} className="ml-2 text-brand hover:underline">
          查看商品当前详情
        </Link>
      </p>
      <section className="flex gap-8 bg-white p-6">
        <Gallery images={snapshot.images ?? []} name={snapshot.goodsName} />
        <div className="flex flex-1 flex-col gap-4">
          <h2 className="text-lg font-semibold text-slate-800">{snapshot.goodsName}</h2>
          <div className="bg-slate-50 px-4 py-3 text-sm text-slate-500">
            成交价 <Price value={snapshot.price} marketPrice={snapshot.marketPrice} size="lg" />
          </div>
          <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm">
            {facts
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <div key={label} className="flex gap-3">
                  <dt className="w-20 shrink-0 text-slate-500">{label}</dt>
                  <dd className="text-slate-700">{value}</dd>
                </div>
              ))}
          </dl>
        </div>
      </section>
      <section className="bg-white p-6">
        <h3 className="mb-3 border-b border-slate-200 pb-2 font-semibold">商品介绍</h3>
        <SafeHtml html={snapshot.introduction} />
      </section>
    </article>
  );
}
