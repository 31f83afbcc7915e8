import type { components } from '@zc/sdk';
import { useSaveEvaluate } from '@zc/sdk/react';
import { useState } from 'react';
import { followUpSchema } from '@/features/evaluation/evaluate-form.ts';
import { ImagesField, imageUrls } from '@/features/orders/ImagesField.tsx';
import { FormDialog } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { TextAreaField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import type { UploadedFile } from '@/shared/ui/Upload/Upload.tsx';

type Evaluate = components['schemas']['Evaluate'];

/** 追评: one follow-up of an evaluation given (text required, photos optional); it cannot be followed up again. */
export function FollowUpDialog({ row, onClose }: { row: Evaluate; onClose: () => void }) {
  const save = useSaveEvaluate();
  const [images, setImages] = useState<UploadedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`追评：${row.goodsName}`}
      schema={followUpSchema}
      defaultValues={{ content: '' }}
      onSubmit={async ({ content }) => {
        if (uploading) throw new Error('图片正在上传，请稍候再提交');
        await save.mutateAsync({
          body: {
            orderId: row.orderId,
            items: [
              {
                orderDetailId: row.orderDetailId ?? row.id,
                goodsId: row.goodsId,
                score: row.score,
                content,
                images: imageUrls(images),
              },
            ],
          },
        });
        toast.success('追评成功');
        onClose();
      }}
    >
      {(form) => (
        <>
          <p className="text-sm text-slate-500">每条评价只能追评一次，提交后不能修改。</p>
          <TextAreaField form={form} name="content" label="追评内容" required />
          <ImagesField
            label="晒图"
            fileType="evaluate"
            value={images}
            onChange={setImages}
            onUploadingChange={setUploading}
          />
        </>
      )}
    </FormDialog>
  );
}
