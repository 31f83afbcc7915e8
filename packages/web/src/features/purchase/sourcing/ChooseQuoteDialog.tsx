import { useNavigate } from '@tanstack/react-router';
import type { components } from '@zc/sdk';
import { useChooseSourcingQuote } from '@zc/sdk/react';
import { sourcingChooseRequestSchema } from '@zc/sdk/schemas';
import * as z from 'zod';
import { formatMoney } from '@/shared/format/money.ts';
import { FormDialog } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { TextAreaField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';

type Quote = components['schemas']['SourcingQuote'];

const reason = sourcingChooseRequestSchema.shape.reason.unwrap();
/** The lowest quotation needs no reason; any other needs one, in the backend's words. */
const schemas = {
  lowest: z.object({ reason: reason.optional() }),
  other: z.object({ reason: reason.min(1, '选定的不是最低报价，请填写选定原因') }),
};

/** 选定 a quotation as the inquiry's deal; then the deal order is confirmed with its address and invoice. */
export function ChooseQuoteDialog({ quote, lowest, onClose }: { quote: Quote; lowest: boolean; onClose: () => void }) {
  const choose = useChooseSourcingQuote();
  const navigate = useNavigate();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`选定报价：${quote.supplierName}`}
      schema={lowest ? schemas.lowest : schemas.other}
      defaultValues={{ reason: '' }}
      submitText="确认选定"
      onSubmit={async (values) => {
        const order = await choose.mutateAsync({
          body: { sourcingId: quote.sourcingId, quoteId: quote.id, reason: values.reason },
        });
        toast.success('已选定报价，成交订单已生成，请确认收货地址和发票');
        onClose();
        await navigate({ to: '/purchase/sourcing-confirm-order', search: { id: order.id } });
      }}
    >
      {(form) => (
        <>
          <p className="text-sm text-slate-600">
            报价总额 ¥{formatMoney(quote.totalPrice)}
            {lowest ? '，为最低报价。' : '，不是最低报价，须填写选定原因。'}
          </p>
          <TextAreaField form={form} name="reason" label="选定原因" required={!lowest} />
        </>
      )}
    </FormDialog>
  );
}
