import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { afterSaleStatusLabels, afterSaleTypeLabels } from '@zc/sdk/labels';
import { getAfterSaleQueryOptions, getOrderInfoByIdQueryOptions, useUpdateAfterSaleInformation } from '@zc/sdk/react';
import { useState } from 'react';
import { sendBackSchema } from '@/features/orders/after-sale-form.ts';
import { OrderSections } from '@/features/orders/order-sections.tsx';
import { RecordLink } from '@/features/orders/RecordLink.tsx';
import { formatDateTime } from '@/shared/format/date.ts';
import { labelOf } from '@/shared/format/labels.ts';
import { formatMoney } from '@/shared/format/money.ts';
import { usePageSearch } from '@/shared/page/page.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { Details } from '@/shared/ui/Details/Details.tsx';
import { FormDialog } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { TextAreaField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { RecordPage } from '@/shared/ui/RecordPage/RecordPage.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { AttachmentLink } from '@/shared/ui/Upload/AttachmentLink.tsx';
import { CancelAfterSaleButton } from './CancelAfterSale.tsx';
import { afterSaleChooser } from './choosers.ts';

type AfterSale = components['schemas']['AfterSale'];

/**
 * 售后详情 (`?id=`): the application, the supplier's answer and, once agreed, the goods sent back; 售后订单详情
 * (`withOrder`) adds the order it was applied on.
 */
export function AfterSaleInfoPage({ withOrder = false }: { withOrder?: boolean }) {
  const { id } = usePageSearch(withOrder ? '/purchase/after-sale-order-detail' : '/purchase/after-sales-info');
  return (
    <RecordPage id={id} chooser={afterSaleChooser} load={(id) => getAfterSaleQueryOptions({ path: { id } })}>
      {(row) => (
        <div className="flex flex-col gap-3">
          <AfterSaleCase row={row} />
          {withOrder && <AppliedOrder orderId={row.orderId} />}
        </div>
      )}
    </RecordPage>
  );
}

function AfterSaleCase({ row }: { row: AfterSale }) {
  const [sending, setSending] = useState(false);
  const update = useUpdateAfterSaleInformation();
  // The supplier agreed to a return or an exchange: the goods go back before it is handled.
  const sendBack = row.status === 1 && (row.afterSaleType === 1 || row.afterSaleType === 2) && !row.returnLogisticsNo;
  return (
    <>
      <Details
        title="售后信息"
        actions={
          <div className="flex gap-2">
            {sendBack && (
              <Button variant="primary" size="sm" onClick={() => setSending(true)}>
                填写寄回信息
              </Button>
            )}
            <CancelAfterSaleButton row={row} variant="default" />
          </div>
        }
        items={[
          { label: '售后单号', value: row.afterSaleNo },
          { label: '售后状态', value: labelOf(afterSaleStatusLabels, row.status) },
          { label: '售后类型', value: labelOf(afterSaleTypeLabels, row.afterSaleType) },
          {
            label: '订单编号',
            value: (
              <RecordLink to="/purchase/order-detail" id={row.orderId}>
                {row.orderNo}
              </RecordLink>
            ),
          },
          { label: '商品名称', value: row.goodsName, span: 2 },
          { label: '单价', value: formatMoney(row.price) },
          { label: '售后数量', value: row.afterSaleNum },
          { label: '退款金额', value: formatMoney(row.refundAmount) },
          { label: '售后原因', value: row.reason },
          { label: '问题描述', value: row.description, span: 3 },
          {
            label: '图片',
            span: 3,
            value: row.images?.length ? (
              <span className="flex flex-wrap gap-2">
                {row.images.map((url, index) => (
                  <AttachmentLink key={url} url={url}>
                    图片{index + 1}
                  </AttachmentLink>
                ))}
              </span>
            ) : undefined,
          },
          { label: '联系人', value: [row.applicantName, row.contactPhone].filter(Boolean).join(' ') },
          { label: '申请时间', value: formatDateTime(row.createTime) },
        ]}
      />
      <Details
        title="处理进度"
        items={[
          { label: '供应商', value: row.supplierName },
          { label: '处理时间', value: formatDateTime(row.handleTime) },
          { label: '完成时间', value: formatDateTime(row.finishTime) },
          { label: '供应商意见', value: row.supplierRemark, span: 3 },
          { label: '寄回地址', value: row.returnAddress, span: 3 },
          { label: '寄回物流', value: [row.returnLogisticsCompany, row.returnLogisticsNo].filter(Boolean).join(' ') },
          { label: '平台意见', value: row.centerRemark, span: 2 },
        ]}
      />
      <FormDialog
        open={sending}
        onOpenChange={setSending}
        title={`填写寄回信息：${row.afterSaleNo}`}
        schema={sendBackSchema}
        defaultValues={{ returnLogisticsCompany: '', returnLogisticsNo: '', description: '' }}
        onSubmit={async (values) => {
          await update.mutateAsync({ body: { id: row.id, ...values } });
          toast.success('寄回信息已提交，等待供应商处理');
        }}
      >
        {(form) => (
          <>
            <TextField form={form} name="returnLogisticsCompany" label="物流公司" required />
            <TextField form={form} name="returnLogisticsNo" label="物流单号" required />
            <TextAreaField form={form} name="description" label="补充说明" />
          </>
        )}
      </FormDialog>
    </>
  );
}

function AppliedOrder({ orderId }: { orderId: string }) {
  const query = useQuery(getOrderInfoByIdQueryOptions({ path: { id: orderId } }));
  return <QueryState query={query}>{(info) => <OrderSections info={info} />}</QueryState>;
}
