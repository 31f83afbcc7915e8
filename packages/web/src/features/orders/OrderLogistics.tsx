// An order's parcels with their tracks, as the purchaser, the supplier and the phone show them.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { orderLogisticsStateLabels } from '@zc/sdk/labels';
import { getLogisticsByRelationIdQueryOptions } from '@zc/sdk/react';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/shared/format/date.ts';
import { labelOf } from '@/shared/format/labels.ts';
import { QueryState } from '@/shared/ui/QueryState.tsx';

type Parcel = components['schemas']['OrderLogistics'];
type Line = components['schemas']['OrderDetail'];

/** What a parcel holds, by the order's `lines`: each goods item with its quantity, and what of it was received. */
const contentsOf = (parcel: Parcel, lines: readonly Line[]) =>
  (parcel.items ?? [])
    .map((item) => {
      const name = lines.find((line) => line.id === item.orderDetailId)?.goodsName ?? '';
      return `${name} ×${item.num}${item.receivedNum ? `（已收 ${item.receivedNum}）` : ''}`;
    })
    .join('、');

/**
 * The order's parcels with their carrier, waybill, contents (given the order's `lines`) and tracks; `toolbar` beside
 * the title (the supplier's 导出物流), `parcelAction` beside a parcel (the purchaser's receipt of it).
 */
export function OrderLogistics({
  orderId,
  toolbar,
  lines = [],
  parcelAction,
}: {
  orderId: string;
  toolbar?: ReactNode;
  lines?: readonly Line[];
  parcelAction?: (parcel: Parcel) => ReactNode;
}) {
  const logistics = useQuery({
    ...getLogisticsByRelationIdQueryOptions({ path: { relationId: orderId } }),
    placeholderData: keepPreviousData,
  });
  return (
    <section aria-label="物流信息" className="flex flex-col gap-2 rounded bg-white p-4">
      <header className="flex items-center justify-between">
        <h3 className="border-l-4 border-brand pl-2 font-medium text-slate-800">物流信息</h3>
        {toolbar}
      </header>
      <QueryState query={logistics}>
        {(parcels) =>
          parcels.length === 0 ? (
            <p className="py-6 text-center text-sm text-slate-500">暂无物流信息</p>
          ) : (
            parcels.map((parcel) => (
              <article key={parcel.id} className="rounded border border-slate-100 p-3 text-sm">
                <p className="flex flex-wrap gap-x-6 font-medium">
                  <span>物流公司：{parcel.logisticsCompany}</span>
                  <span>物流单号：{parcel.logisticsNo}</span>
                  <span>状态：{labelOf(orderLogisticsStateLabels, parcel.state)}</span>
                  <span>发货时间：{formatDateTime(parcel.deliverTime)}</span>
                  {parcelAction?.(parcel)}
                </p>
                {lines.length > 0 && parcel.items?.length ? (
                  <p className="mt-1 text-slate-600">包裹商品：{contentsOf(parcel, lines)}</p>
                ) : null}
                <ol className="mt-2 flex flex-col gap-1 text-slate-600">
                  {(parcel.traces ?? []).map((trace) => (
                    <li key={`${trace.time}${trace.content}`}>
                      {formatDateTime(trace.time)} {trace.content}
                    </li>
                  ))}
                </ol>
              </article>
            ))
          )
        }
      </QueryState>
    </section>
  );
}
