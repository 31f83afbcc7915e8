import { Link } from '@tanstack/react-router';
import { type components, listOrders } from '@zc/sdk';
import { orderStatusLabels } from '@zc/sdk/labels';
import { getOrderInfoByIdQueryOptions, useCancelConfirmOrder, useOrderReceiptOrDeliver } from '@zc/sdk/react';
import { useState } from 'react';
import { OrderLogistics } from '@/features/orders/OrderLogistics.tsx';
import { cancelSchema } from '@/features/orders/order-forms.ts';
import { cancellable, receivable, received } from '@/features/orders/rules.ts';
import { GoodsImage } from '@/features/shop/GoodsImage.tsx';
import { formatDateTime } from '@/shared/format/date.ts';
import { labelOf } from '@/shared/format/labels.ts';
import { formatMoney } from '@/shared/format/money.ts';
import { useInfiniteList } from '@/shared/list/use-infinite-list.ts';
import { usePageSearch } from '@/shared/page/page.tsx';
import { usePermission } from '@/shared/permission/use-permission.ts';
import { confirm } from '@/shared/ui/ConfirmDialog/confirm.ts';
import { RecordPage } from '@/shared/ui/RecordPage/RecordPage.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { InfiniteRows, MobileHeader, tap } from '../shared/kit.tsx';
import { AfterSaleForm, useAfterSaleLines } from './AfterSaleForm.tsx';
import { EvaluateForm, useLinesToEvaluate } from './EvaluateForm.tsx';

type OrderInfo = components['schemas']['OrderInfo'];
type Order = components['schemas']['Order'];

function OrderChoices() {
  const orders = useInfiniteList(listOrders, { query: {} }, 10);
  return (
    <InfiniteRows list={orders} label="订单列表" none="暂无订单">
      {(order) => (
        <li key={order.id}>
          <Link
            to="/orderDetailMobile"
            search={{ id: order.id }}
            className="flex min-h-11 justify-between rounded-lg bg-white p-3 text-sm"
          >
            {order.orderNo}
            <span className="text-brand">{labelOf(orderStatusLabels, order.status)}</span>
          </Link>
        </li>
      )}
    </InfiniteRows>
  );
}

/** 取消订单 with the reason the supplier is told, asked on the page. */
function CancelForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const cancel = useCancelConfirmOrder();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  return (
    <form
      aria-label="取消订单"
      className="mt-2 flex flex-col gap-2 bg-white p-3 text-sm"
      onSubmit={async (event) => {
        event.preventDefault();
        const parsed = cancelSchema.safeParse({ reason: reason.trim() });
        if (!parsed.success) return setProblem('请填写取消原因');
        await cancel.mutateAsync({ path: { id: order.id }, body: parsed.data }).then(
          () => {
            toast.success('订单已取消');
            onDone();
          },
          () => undefined,
        );
      }}
    >
      <label className="flex flex-col gap-1">
        取消原因
        <textarea
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          className="h-20 rounded border border-slate-200 p-2"
          aria-invalid={Boolean(problem)}
        />
      </label>
      {problem && <p className="text-xs text-red-600">{problem}</p>}
      <button type="submit" className={tap.danger} disabled={cancel.isPending}>
        确认取消
      </button>
    </form>
  );
}

function OrderView({ info }: { info: OrderInfo }) {
  const { order, details, deliveryAddress: address } = info;
  const receive = useOrderReceiptOrDeliver();
  // The form open under the order: cancelling it, evaluating it, or an after-sale application.
  const [form, setForm] = useState<'cancel' | 'evaluate' | 'afterSale'>();
  const close = () => setForm(undefined);
  const mayCancel = usePermission('order:cancel');
  const mayReceive = usePermission('order:receive');
  const mayEvaluate = usePermission('evaluate:add');
  // Those who read the organisation's orders without buying (an approver) see no after-sale.
  const mayReturn = usePermission('order:return');
  const toEvaluate = useLinesToEvaluate(order.id, details, received(order.status) && mayEvaluate);
  const afterSale = useAfterSaleLines(order, details, received(order.status) && mayReturn);
  const confirmReceipt = async () => {
    if (!(await confirm({ title: '确认收货', message: `确认已收到订单 ${order.orderNo} 的全部商品吗？` }))) return;
    await receive.mutateAsync({ body: { orderId: order.id, type: 2 } }).then(
      () => toast.success('已确认收货'),
      () => undefined,
    );
  };
  return (
    <>
      <section className="bg-brand p-4 text-white">
        <p className="text-lg font-medium">{labelOf(orderStatusLabels, order.status)}</p>
        <p className="text-xs opacity-80">
          订单编号 {order.orderNo} · {formatDateTime(order.createTime)}
        </p>
      </section>
      {address && (
        <section aria-label="收货地址" className="bg-white p-3 text-sm">
          {address.consignee} {address.phone}
          <p className="text-xs text-slate-500">
            {address.provinceName}
            {address.cityName}
            {address.districtName}
            {address.detailAddress}
          </p>
        </section>
      )}
      <section aria-label="商品" className="mt-2 bg-white p-3 text-sm">
        <h2 className="font-medium">{order.supplierName}</h2>
        <ul>
          {details.map((line) => (
            <li key={line.id} className="mt-2 flex gap-2">
              <GoodsImage url={line.mainImage} alt={line.goodsName} className="size-16 shrink-0 rounded" />
              <span className="min-w-0 flex-1">
                <span className="line-clamp-2">{line.goodsName}</span>
                <span className="text-xs text-slate-500">
                  ¥{formatMoney(line.price)} ×{line.buyNum}
                </span>
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-right">
          运费 ¥{formatMoney(order.freight)}　实付{' '}
          <strong className="text-red-600">¥{formatMoney(order.totalPrice)}</strong>
        </p>
      </section>
      <div className="mt-2">
        <OrderLogistics orderId={order.id} />
      </div>
      {form === 'cancel' && <CancelForm order={order} onDone={close} />}
      {form === 'evaluate' && <EvaluateForm orderId={order.id} lines={toEvaluate} onDone={close} />}
      {form === 'afterSale' && (
        <AfterSaleForm order={order} lines={afterSale.lines} enable={afterSale.enable} onDone={close} />
      )}
      <div className="flex flex-wrap justify-end gap-2 p-3">
        {receivable(order.status) && mayReceive && (
          <button type="button" className={tap.primary} disabled={receive.isPending} onClick={confirmReceipt}>
            确认收货
          </button>
        )}
        {toEvaluate.length > 0 && form !== 'evaluate' && (
          <button type="button" className={tap.primary} onClick={() => setForm('evaluate')}>
            评价
          </button>
        )}
        {afterSale.lines.length > 0 && form !== 'afterSale' && (
          <button type="button" className={tap.plain} onClick={() => setForm('afterSale')}>
            申请售后
          </button>
        )}
        {cancellable(order.status) && mayCancel && form !== 'cancel' && (
          <button type="button" className={tap.plain} onClick={() => setForm('cancel')}>
            取消订单
          </button>
        )}
      </div>
    </>
  );
}

/** An order on a phone: its state, address, goods, parcels, and confirming the receipt, cancelling, evaluating it or applying for after-sale. */
export function OrderDetailMobilePage() {
  const { id } = usePageSearch('/orderDetailMobile');
  return (
    <main>
      <MobileHeader title="订单详情" />
      <RecordPage
        id={id}
        chooser={{ noun: '订单', choices: <OrderChoices /> }}
        load={(id) => getOrderInfoByIdQueryOptions({ path: { id } })}
      >
        {(info) => <OrderView info={info} />}
      </RecordPage>
    </main>
  );
}
