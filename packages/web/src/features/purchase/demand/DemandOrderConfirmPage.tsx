import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type components, saveDemandOrder } from '@zc/sdk';
import {
  getDemandCartListQueryOptions,
  queryDeliveryAddressQueryOptions,
  queryOwnReceiptListQueryOptions,
  useSaveDemandOrder,
} from '@zc/sdk/react';
import { saveDemandOrderRequestSchema } from '@zc/sdk/schemas';
import { useState } from 'react';
import { AddressChoice, ReceiptChoice } from '@/features/orders/OrderChoices.tsx';
import { formatMoney } from '@/shared/format/money.ts';
import { usePageSearch } from '@/shared/page/page.tsx';
import { IfAllowed } from '@/shared/permission/may-call.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { errorOf, TextAreaField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { refusalMessage, useSchemaForm } from '@/shared/ui/FormDialog/schema-form.ts';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { TableSection } from '@/shared/ui/TableSection.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';

type CartItem = components['schemas']['CartItem'];
type Order = components['schemas']['Order'];

const confirmSchema = saveDemandOrderRequestSchema.pick({
  deliveryAddressId: true,
  receiptId: true,
  demandName: true,
  remark: true,
});

const section = 'flex flex-col gap-3 rounded bg-white p-5';
const heading = 'border-l-4 border-brand pl-2 font-medium text-slate-800';

/** Rows of one supplier together: each supplier's goods become one order. */
function bySupplier(rows: CartItem[]) {
  const groups = new Map<string, CartItem[]>();
  for (const row of rows) groups.set(row.supplierId, [...(groups.get(row.supplierId) ?? []), row]);
  return [...groups.values()];
}

const lineColumns = columnsOf<CartItem>({
  goodsName: '商品名称',
  spec: '规格型号',
  price: ['单价', 'money'],
  quantity: '数量',
  unit: '单位',
  amount: { header: '小计', cell: (row) => formatMoney(row.price * row.quantity), align: 'right' },
});

/**
 * 需求订单确认: the ticked goods of the demand car ordered straight away, one order per supplier, to the chosen address
 * with the chosen invoice title; the goods leave the demand car once ordered.
 */
export function DemandOrderConfirmPage() {
  const { ids } = usePageSearch('/purchase/demand-order-confirm');
  const cartIds = (ids ?? '').split(',').filter(Boolean);
  const [placed, setPlaced] = useState<Order[]>();
  const rows = useQuery({
    ...getDemandCartListQueryOptions(),
    enabled: cartIds.length > 0 && !placed,
    select: (items) => items.filter((item) => cartIds.includes(item.id)),
  });
  if (placed) return <Placed orders={placed} />;
  if (cartIds.length === 0 || (rows.data && rows.data.length === 0))
    return (
      <p className="rounded bg-white py-20 text-center text-slate-500">
        没有要下单的需求商品，请先在
        <Link to="/purchase/my-demand-cart" className="mx-1 text-brand hover:underline">
          我的需求车
        </Link>
        中勾选商品
      </p>
    );
  return <QueryState query={rows}>{(items) => <ConfirmForm rows={items} onPlaced={setPlaced} />}</QueryState>;
}

function ConfirmForm({ rows, onPlaced }: { rows: CartItem[]; onPlaced: (orders: Order[]) => void }) {
  const addresses = useQuery(queryDeliveryAddressQueryOptions({ query: { addressType: 1 } }));
  const receipts = useQuery(queryOwnReceiptListQueryOptions());
  const save = useSaveDemandOrder({ invalidates: ['cart'] });
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useSchemaForm(confirmSchema, { deliveryAddressId: '', receiptId: '', demandName: '', remark: '' });
  const chosenAddress = form.watch('deliveryAddressId');
  const chosenReceipt = form.watch('receiptId');
  const address =
    addresses.data?.find((row) => row.id === chosenAddress) ??
    (chosenAddress ? undefined : (addresses.data?.find((row) => row.isDefault === 1) ?? addresses.data?.[0]));
  const total = rows.reduce((sum, row) => sum + row.price * row.quantity, 0);
  const choose = (name: 'deliveryAddressId' | 'receiptId', value: string) =>
    form.setValue(name, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const orders = await save.mutateAsync({
        body: {
          ...values,
          // The price seen is sent to be checked: a price changed since is refused, never charged unseen.
          items: rows.map((row) => ({ goodsId: row.goodsId, buyNum: row.quantity, cartId: row.id, price: row.price })),
        },
      });
      toast.success(`已按供应商生成 ${orders.length} 个订单`);
      onPlaced(orders);
    } catch (error) {
      setServerError(refusalMessage(form, confirmSchema, error));
    }
  });

  return (
    <form aria-label="需求订单确认" noValidate onSubmit={submit} className="flex flex-col gap-3">
      <section aria-label="收货地址" className={section}>
        <h2 className={heading}>收货地址</h2>
        <AddressChoice
          addresses={addresses.data}
          chosenId={address?.id}
          onChoose={(id) => choose('deliveryAddressId', id)}
        />
        {errorOf(form, 'deliveryAddressId') && <p className="text-xs text-red-600">请选择收货地址</p>}
      </section>
      <section aria-label="发票信息" className={section}>
        <h2 className={heading}>发票信息</h2>
        <ReceiptChoice
          receipts={receipts.data}
          loading={receipts.isPending}
          chosenId={chosenReceipt || undefined}
          onChoose={(id) => choose('receiptId', id ?? '')}
        />
      </section>
      <section aria-label="需求商品" className={section}>
        <h2 className={heading}>需求商品（按供应商生成订单）</h2>
        {bySupplier(rows).map((group) => (
          <TableSection
            key={group[0]?.supplierId}
            label={group[0]?.supplierName ?? '供应商'}
            records={group}
            columns={lineColumns}
          />
        ))}
        <div className="grid max-w-4xl grid-cols-2 gap-x-6 gap-y-3">
          <TextField form={form} name="demandName" label="需求名称" hint="选填，便于在订单中辨认本次需求" />
          <TextAreaField form={form} name="remark" label="订单备注" rows={2} />
        </div>
      </section>
      {serverError && (
        <div role="alert" className="rounded border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
          <p className="font-semibold">订单未提交，需求车中的商品已保留：</p>
          <p>{serverError}</p>
        </div>
      )}
      <section aria-label="结算" className="flex items-center justify-end gap-4 rounded bg-white p-5 text-sm">
        <span>
          {bySupplier(rows).length} 个供应商，{rows.reduce((sum, row) => sum + row.quantity, 0)} 件商品，合计
          <strong className="ml-1 text-xl text-red-600">¥{formatMoney(total)}</strong>
        </span>
        <IfAllowed call={saveDemandOrder}>
          <Button
            type="submit"
            variant="primary"
            loading={form.formState.isSubmitting}
            disabled={!address}
            onClick={() => {
              // The card shown as chosen is the one ordered to, the default one until another is clicked.
              if (address && !chosenAddress) form.setValue('deliveryAddressId', address.id);
            }}
          >
            提交订单
          </Button>
        </IfAllowed>
      </section>
    </form>
  );
}

function Placed({ orders }: { orders: Order[] }) {
  return (
    <section aria-label="下单结果" className="flex flex-col items-center gap-4 rounded bg-white px-6 py-12">
      <h2 className="text-xl font-semibold text-green-700">✓ 需求订单提交成功</h2>
      <p className="text-sm text-slate-500">已按供应商生成 {orders.length} 个订单，等待审批</p>
      <ul className="flex flex-col gap-1 text-sm">
        {orders.map((order) => (
          <li key={order.id}>
            <Link to="/purchase/order-detail" search={{ id: order.id }} className="text-brand hover:underline">
              {order.orderNo}
            </Link>
            <span className="ml-3 text-slate-600">{order.supplierName}</span>
            <span className="ml-3 text-red-600">¥{formatMoney(order.totalPrice)}</span>
          </li>
        ))}
      </ul>
      <Link to="/purchase/my-demand-order" search={{}} className="rounded bg-brand px-6 py-2 text-sm text-white">
        查看我的需求订单
      </Link>
    </section>
  );
}
