import type { components } from '@zc/sdk';
import { usePostPaperInvoice, useSignPaperInvoice } from '@zc/sdk/react';
import { paperInvoicePostRequestSchema, paperInvoiceSignRequestSchema } from '@zc/sdk/schemas';
import { FormDialog } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';

type Paper = components['schemas']['PaperInvoice'];
type Props = { paper: Paper; onClose: () => void };

const postSchema = paperInvoicePostRequestSchema.omit({ id: true });
const signSchema = paperInvoiceSignRequestSchema.omit({ id: true });

/** 邮寄: the courier and tracking number a paper invoice went out with. */
export function PostPaperDialog({ paper, onClose }: Props) {
  const post = usePostPaperInvoice();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`邮寄发票：${paper.invoiceNo}`}
      schema={postSchema}
      defaultValues={{ expressCompany: '', expressNo: '' }}
      onSubmit={async (body) => {
        await post.mutateAsync({ body: { ...body, id: paper.id } });
        toast.success('已登记邮寄');
      }}
    >
      {(form) => (
        <>
          <TextField form={form} name="expressCompany" label="快递公司" required />
          <TextField form={form} name="expressNo" label="快递单号" required hint="6–30 位字母或数字" />
        </>
      )}
    </FormDialog>
  );
}

/** 签收: who at the purchasing unit signed for a posted paper invoice. */
export function SignPaperDialog({ paper, onClose }: Props) {
  const sign = useSignPaperInvoice();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`签收发票：${paper.invoiceNo}`}
      schema={signSchema}
      defaultValues={{ signUserName: '' }}
      onSubmit={async (body) => {
        await sign.mutateAsync({ body: { ...body, id: paper.id } });
        toast.success('已登记签收');
      }}
    >
      {(form) => <TextField form={form} name="signUserName" label="签收人" required />}
    </FormDialog>
  );
}
