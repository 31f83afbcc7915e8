import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { afterSaleTypeLabels } from '@zc/sdk/labels';
import {
  getAfterSaleNumEnableQueryOptions,
  getOrderInfoByIdQueryOptions,
  getUserByIdQueryOptions,
  useSaveAfterSale,
} from '@zc/sdk/react';
import { useMemo, useState } from 'react';
import { useFinish } from '@/app/finish.ts';
import {
  afterSaleDefaults,
  afterSaleSchema,
  enableNumOf,
  linesForAfterSale,
} from '@/features/orders/after-sale-form.ts';
import { ImagesField, imageUrls } from '@/features/orders/ImagesField.tsx';
import { orderLineColumns } from '@/features/orders/order-lines.tsx';
import { afterSaleOpen } from '@/features/orders/rules.ts';
import { DictionarySelectField } from '@/shared/dictionary/DictionarySelectField.tsx';
import { optionsOf } from '@/shared/format/labels.ts';
import { formatMoney } from '@/shared/format/money.ts';
import { usePageSearch, useSetPageSearch } from '@/shared/page/page.tsx';
import { useSession } from '@/shared/session/session.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { Details } from '@/shared/ui/Details/Details.tsx';
import { SelectField, TextAreaField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { refusalMessage, useSchemaForm } from '@/shared/ui/FormDialog/schema-form.ts';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { RecordChooser } from '@/shared/ui/RecordPage/RecordChooser.tsx';
import { ChooseRecord } from '@/shared/ui/RecordPage/RecordPage.tsx';
import { TableSection } from '@/shared/ui/TableSection.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import type { UploadedFile } from '@/shared/ui/Upload/Upload.tsx';
import { receivedOrderChooser } from '../orders/choosers.ts';
import { OrderFormFooter } from '../orders/OrderFormFooter.tsx';

type OrderInfo = components['schemas']['OrderInfo'];
type Line = components['schemas']['OrderDetail'];
type Enable = components['schemas']['AfterSaleNumEnable'];
type User = components['schemas']['User'];

const note = (text: string) => <p className="rounded bg-white px-4 py-3 text-sm text-slate-600">{text}</p>;

/**
 * 申请售后 (`?orderId=&orderDetailId=`): one line of a received order, no more than it can still return. Without the
 * line, the order's lines that can still go to after-sale; without the order, the received orders.
 */
export function AfterSaleApplyPage() {
  const { orderId, orderDetailId } = usePageSearch('/purchase/after-sales-apply');
  return (
    <ChooseRecord id={orderId} chooser={receivedOrderChooser}>
      {(orderId) => <Apply orderId={orderId} orderDetailId={orderDetailId} />}
    </ChooseRecord>
  );
}

function Apply({ orderId, orderDetailId }: { orderId: string; orderDetailId: string | undefined }) {
  const info = useQuery(getOrderInfoByIdQueryOptions({ path: { id: orderId } }));
  const enable = useQuery(getAfterSaleNumEnableQueryOptions({ path: { orderId } }));
  // The applicant's own record: its name and phone are the contact's unless changed.
  const userId = useSession()?.userId ?? '';
  const profile = useQuery(getUserByIdQueryOptions({ path: { id: userId } }));
  return (
    <QueryState query={info}>
      {(order) => (
        <QueryState query={enable}>
          {(rows) => {
            const line = order.details.find((candidate) => candidate.id === orderDetailId);
            const row = rows.find((candidate) => candidate.orderDetailId === orderDetailId);
            const open = linesForAfterSale(order.order, order.details, rows);
            if (line && row && open.includes(line))
              return (
                <QueryState query={profile}>
                  {(user) => <ApplyForm info={order} line={line} enable={row} user={user} />}
                </QueryState>
              );
            return (
              <div className="flex flex-col gap-3">
                {orderDetailId &&
                  note(line ? `“${line.goodsName}”已全部申请过售后，不能再申请。` : '订单中没有这件商品。')}
                {open.length > 0 ? (
                  <OpenLines orderNo={order.order.orderNo} lines={open} enable={rows} />
                ) : (
                  <>
                    {note(
                      afterSaleOpen(order.order)
                        ? `订单 ${order.order.orderNo} 没有可以申请售后的商品。`
                        : `订单 ${order.order.orderNo} 确认收货后才能申请售后。`,
                    )}
                    <RecordChooser prompt="请从下面选择一个已收货的订单。" />
                  </>
                )}
              </div>
            );
          }}
        </QueryState>
      )}
    </QueryState>
  );
}

/** The lines of an order that can still go to after-sale, one click to apply for one. */
function OpenLines({ orderNo, lines, enable }: { orderNo: string; lines: Line[]; enable: Enable[] }) {
  const setSearch = useSetPageSearch<{ orderDetailId: string }>();
  const columns = orderLineColumns({
    enableNum: {
      header: '可申请售后',
      align: 'right',
      cell: (line) => enableNumOf(line, enable),
    },
    apply: {
      header: '操作',
      cell: (line) => (
        <Button
          variant="text"
          size="sm"
          aria-label={`申请售后：${line.goodsName}`}
          onClick={() => setSearch({ orderDetailId: line.id })}
        >
          申请售后
        </Button>
      ),
    },
  });
  return <TableSection label={`订单 ${orderNo} 可申请售后的商品`} records={lines} columns={columns} />;
}

function ApplyForm({ info, line, enable, user }: { info: OrderInfo; line: Line; enable: Enable; user: User }) {
  const schema = useMemo(() => afterSaleSchema(enable.enableNum), [enable.enableNum]);
  const form = useSchemaForm(schema, afterSaleDefaults(enable.enableNum, user));
  const [images, setImages] = useState<UploadedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useSaveAfterSale();
  const finish = useFinish();
  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    if (uploading) return setServerError('图片正在上传，请稍候再提交');
    try {
      const created = await save.mutateAsync({
        body: { ...values, orderId: info.order.id, orderDetailId: line.id, images: imageUrls(images) },
      });
      toast.success('售后申请已提交，等待供应商审核');
      await finish({ to: '/purchase/after-sales-info', search: { id: created.id } });
    } catch (error) {
      setServerError(refusalMessage(form, schema, error));
    }
  });
  return (
    <div className="flex flex-col gap-3">
      <Details
        title="售后商品"
        items={[
          { label: '订单编号', value: info.order.orderNo },
          { label: '供应商', value: info.order.supplierName },
          { label: '商品名称', value: line.goodsName, span: 2 },
          { label: '单价', value: formatMoney(line.price) },
          { label: '购买数量', value: `${line.buyNum}${line.unit ?? ''}` },
          { label: '已申请售后', value: enable.appliedNum },
          { label: '可申请数量', value: enable.enableNum },
        ]}
      />
      <form onSubmit={submit} noValidate aria-label="申请售后" className="flex flex-col gap-3 rounded bg-white p-4">
        <h3 className="border-l-4 border-brand pl-2 font-medium text-slate-800">售后信息</h3>
        <div className="grid max-w-3xl grid-cols-2 gap-x-6 gap-y-3">
          <SelectField
            form={form}
            name="afterSaleType"
            label="售后类型"
            options={optionsOf(afterSaleTypeLabels)}
            required
          />
          <TextField
            form={form}
            name="afterSaleNum"
            label="售后数量"
            type="number"
            min={1}
            max={enable.enableNum}
            hint={`最多 ${enable.enableNum}`}
            required
          />
          <TextField form={form} name="contactName" label="联系人" />
          <TextField form={form} name="contactPhone" label="联系电话" />
        </div>
        <div className="flex max-w-3xl flex-col gap-3">
          <DictionarySelectField form={form} name="reason" label="售后原因" dictType="after_sale_reason" required />
          <TextAreaField form={form} name="description" label="问题描述" />
          <ImagesField
            label="凭证图片"
            fileType="afterSale"
            value={images}
            onChange={setImages}
            onUploadingChange={setUploading}
          />
        </div>
        <OrderFormFooter
          orderId={info.order.id}
          error={serverError}
          submitting={form.formState.isSubmitting}
          submitText="提交申请"
        />
      </form>
    </div>
  );
}
