import type { components } from '@zc/sdk';
import { orderStatusLabels } from '@zc/sdk/labels';
import { getOrderInfoByIdQueryOptions, useSaveOrderBuyNum } from '@zc/sdk/react';
import { useState } from 'react';
import { useFinish } from '@/app/finish.ts';
import { editOrderSchema } from '@/features/orders/order-forms.ts';
import { orderLineColumns } from '@/features/orders/order-lines.tsx';
import { changeable } from '@/features/orders/rules.ts';
import { labelOf } from '@/shared/format/labels.ts';
import { usePageSearch } from '@/shared/page/page.tsx';
import { completeList, DataTable } from '@/shared/ui/DataTable/DataTable.tsx';
import { errorOf, TextAreaField } from '@/shared/ui/FormDialog/fields.tsx';
import { refusalMessage, useSchemaForm } from '@/shared/ui/FormDialog/schema-form.ts';
import { Input } from '@/shared/ui/Input.tsx';
import { RecordPage } from '@/shared/ui/RecordPage/RecordPage.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { changeableOrderChooser } from './choosers.ts';
import { OrderFormFooter } from './OrderFormFooter.tsx';

type OrderInfo = components['schemas']['OrderInfo'];

/** 修改订单 (`?id=`): new quantities of an order's lines, sent to the supplier as change requests. */
export function EditOrderPage() {
  const { id } = usePageSearch('/purchase/edit-order');
  return (
    <RecordPage id={id} chooser={changeableOrderChooser} load={(id) => getOrderInfoByIdQueryOptions({ path: { id } })}>
      {(info) => <EditOrder info={info} />}
    </RecordPage>
  );
}

function EditOrder({ info }: { info: OrderInfo }) {
  const { order, details } = info;
  const form = useSchemaForm(editOrderSchema, {
    items: details.map((line) => ({ orderDetailId: line.id, changeNum: line.buyNum })),
    reason: '',
  });
  const save = useSaveOrderBuyNum();
  const finish = useFinish();
  const [serverError, setServerError] = useState<string | null>(null);
  const columns = orderLineColumns({
    changeNum: {
      header: '新数量',
      cell: (line) => {
        const name = `items.${details.indexOf(line)}.changeNum` as const;
        const error = errorOf(form, name);
        return (
          <div className="w-28">
            <Input
              type="number"
              min={0}
              aria-label={`${line.goodsName}新数量`}
              aria-invalid={error ? true : undefined}
              {...form.register(name, { setValueAs: (text: string) => (text === '' ? undefined : Number(text)) })}
            />
            {error && <p className="mt-1 text-xs text-red-600">{error}</p>}
          </div>
        );
      },
    },
  });
  const submit = form.handleSubmit(async ({ items, reason }) => {
    setServerError(null);
    const changed = items.filter((item, index) => item.changeNum !== details[index]?.buyNum);
    if (changed.length === 0) return setServerError('请至少修改一种商品的数量');
    try {
      await save.mutateAsync({ body: { orderId: order.id, items: changed, reason } });
      toast.success('已提交数量变更，等待供应商处理');
      await finish({ to: '/purchase/order-detail', search: { id: order.id } });
    } catch (error) {
      setServerError(refusalMessage(form, editOrderSchema, error));
    }
  });
  if (!changeable(order.status))
    return (
      <p className="rounded bg-white p-10 text-center text-sm text-slate-500">
        订单 {order.orderNo} 当前为“{labelOf(orderStatusLabels, order.status)}”状态，不能修改数量
      </p>
    );
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 rounded bg-white p-4" aria-label="修改订单">
      <h3 className="border-l-4 border-brand pl-2 font-medium text-slate-800">订单 {order.orderNo} 的商品数量</h3>
      <DataTable label="商品明细" columns={columns} {...completeList(details)} />
      <TextAreaField form={form} name="reason" label="变更原因" required />
      <OrderFormFooter
        orderId={order.id}
        error={serverError}
        submitting={form.formState.isSubmitting}
        submitText="提交变更"
      />
    </form>
  );
}
