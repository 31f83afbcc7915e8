import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { getOrderInfoByIdQueryOptions, queryEvaluateDetailQueryOptions } from '@zc/sdk/react';
import { useFinish } from '@/app/finish.ts';
import { dimensions, linesToEvaluate } from '@/features/evaluation/evaluate-form.ts';
import { Stars } from '@/features/evaluation/Stars.tsx';
import { useEvaluateForm } from '@/features/evaluation/use-evaluate-form.ts';
import { ImagesField } from '@/features/orders/ImagesField.tsx';
import { RecordLink } from '@/features/orders/RecordLink.tsx';
import { received } from '@/features/orders/rules.ts';
import { formatMoney } from '@/shared/format/money.ts';
import { usePageSearch } from '@/shared/page/page.tsx';
import { errorOf, TextAreaField } from '@/shared/ui/FormDialog/fields.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { RecordChooser } from '@/shared/ui/RecordPage/RecordChooser.tsx';
import { ChooseRecord } from '@/shared/ui/RecordPage/RecordPage.tsx';
import { OrderFormFooter } from '../orders/OrderFormFooter.tsx';
import { toEvaluateChooser } from './choosers.ts';

type Line = components['schemas']['OrderDetail'];
const note = (text: React.ReactNode) => (
  <p className="rounded bg-white p-10 text-center text-sm text-slate-500">{text}</p>
);

/** 评价 (`?id=` of an order): stars per dimension, text and photos for each line not evaluated yet. */
export function EvaluatePage() {
  const { id } = usePageSearch('/purchase/evaluate');
  return (
    <ChooseRecord id={id} chooser={toEvaluateChooser}>
      {(id) => <Evaluate id={id} />}
    </ChooseRecord>
  );
}

function Evaluate({ id }: { id: string }) {
  const info = useQuery(getOrderInfoByIdQueryOptions({ path: { id } }));
  const done = useQuery(queryEvaluateDetailQueryOptions({ query: { orderId: id } }));
  return (
    <QueryState query={info}>
      {({ order, details }) => (
        <QueryState query={done}>
          {(evaluations) => {
            if (!received(order.status))
              return (
                <div className="flex flex-col gap-3">
                  {note(`订单 ${order.orderNo} 确认收货后才能评价`)}
                  <RecordChooser prompt="请从下面选择一件待评价的商品。" />
                </div>
              );
            const open = linesToEvaluate(details, evaluations);
            if (open.length === 0)
              return note(
                <>
                  订单 {order.orderNo} 的商品已全部评价，
                  <RecordLink to="/purchase/evaluateInfo" id={order.id}>
                    查看评价
                  </RecordLink>
                </>,
              );
            return <EvaluateForm orderId={order.id} orderNo={order.orderNo} lines={open} />;
          }}
        </QueryState>
      )}
    </QueryState>
  );
}

function EvaluateForm({ orderId, orderNo, lines }: { orderId: string; orderNo: string; lines: Line[] }) {
  const finish = useFinish();
  const { form, items, submit, refusal, photosOf } = useEvaluateForm(orderId, lines, () =>
    finish({ to: '/purchase/evaluateInfo', search: { id: orderId } }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="评价订单" className="flex flex-col gap-3">
      <p className="rounded bg-white px-4 py-3 text-sm text-slate-600">订单编号：{orderNo}</p>
      {lines.map((line, index) => (
        <section
          key={line.id}
          aria-label={`评价：${line.goodsName}`}
          className="flex flex-col gap-3 rounded bg-white p-4"
        >
          <h3 className="border-l-4 border-brand pl-2 font-medium text-slate-800">
            {line.goodsName}
            <span className="ml-3 text-sm font-normal text-slate-500">
              {line.spec} {formatMoney(line.price)} × {line.buyNum}
            </span>
          </h3>
          {dimensions.map(([name, label]) => (
            <Stars
              key={name}
              label={label}
              value={items[index]?.[name]}
              error={errorOf(form, `items.${index}.${name}`)}
              onChange={(value) =>
                form.setValue(`items.${index}.${name}`, value as never, { shouldDirty: true, shouldValidate: true })
              }
            />
          ))}
          <TextAreaField form={form} name={`items.${index}.content`} label="评价内容" />
          <ImagesField label="晒图" fileType="evaluate" {...photosOf(line.id)} />
        </section>
      ))}
      <label className="flex items-center gap-2 rounded bg-white px-4 py-3 text-sm">
        <input type="checkbox" className="size-4 accent-[var(--brand)]" {...form.register('anonymous')} />
        匿名评价（供应商和其他采购人看到的是隐去的单位和姓名）
      </label>
      <OrderFormFooter
        orderId={orderId}
        error={refusal}
        submitting={form.formState.isSubmitting}
        submitText="提交评价"
      />
    </form>
  );
}
