import type { components } from '@zc/sdk';
import { useReplyEvaluate } from '@zc/sdk/react';
import { evaluateReplyRequestSchema } from '@zc/sdk/schemas';
import { FormDialog } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { TextAreaField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';

const replySchema = evaluateReplyRequestSchema.pick({ content: true });

/** 回复: the platform's reply, shown under the evaluation in the mall and to the purchaser and the supplier. */
export function ReplyDialog({
  evaluation,
  onClose,
}: {
  evaluation: components['schemas']['Evaluate'];
  onClose: () => void;
}) {
  const reply = useReplyEvaluate();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`回复评价：${evaluation.goodsName}`}
      schema={replySchema}
      defaultValues={{ content: evaluation.platformReply ?? '' }}
      onSubmit={async (body) => {
        await reply.mutateAsync({ body: { ...body, id: evaluation.id } });
        toast.success('回复成功');
      }}
    >
      {(form) => (
        <>
          <p className="text-sm text-slate-600">评价内容：{evaluation.content || '用户未填写评价内容'}</p>
          <TextAreaField
            form={form}
            name="content"
            label="平台回复"
            required
            hint="最多 500 个字符，商城、采购人和供应商可见；再次回复将替换原回复"
          />
        </>
      )}
    </FormDialog>
  );
}
