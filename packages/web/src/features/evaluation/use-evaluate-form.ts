import type { components } from '@zc/sdk';
import { useSaveEvaluate } from '@zc/sdk/react';
import { useState } from 'react';
import { imageUrls } from '@/features/orders/ImagesField.tsx';
import { refusalMessage, useSchemaForm } from '@/shared/ui/FormDialog/schema-form.ts';
import { toast } from '@/shared/ui/Toast/toast.ts';
import type { UploadedFile } from '@/shared/ui/Upload/Upload.tsx';
import { evaluateBody, evaluateDefaults, evaluateSchema } from './evaluate-form.ts';

type Line = components['schemas']['OrderDetail'];

/**
 * The state of 评价 on the desktop and the phone alike: the scores and texts, each line's photos and whether they are
 * still uploading, and the submit that refuses while they are, saves, and calls `onSaved`.
 */
export function useEvaluateForm(orderId: string, lines: Line[], onSaved: () => unknown) {
  const form = useSchemaForm(evaluateSchema, evaluateDefaults(lines));
  const [images, setImages] = useState<Record<string, UploadedFile[]>>({});
  const [uploading, setUploading] = useState<Record<string, boolean>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useSaveEvaluate();
  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    if (Object.values(uploading).some(Boolean)) return setRefusal('图片正在上传，请稍候再提交');
    try {
      await save.mutateAsync({ body: evaluateBody(orderId, values, (line) => imageUrls(images[line] ?? [])) });
      toast.success('评价成功，感谢您的反馈');
      await onSaved();
    } catch (error) {
      setRefusal(refusalMessage(form, evaluateSchema, error));
    }
  });
  /** A line's photo field: its files and its handlers. */
  const photosOf = (lineId: string) => ({
    value: images[lineId] ?? [],
    onChange: (files: UploadedFile[]) => setImages((current) => ({ ...current, [lineId]: files })),
    onUploadingChange: (busy: boolean) =>
      setUploading((current) => (current[lineId] === busy ? current : { ...current, [lineId]: busy })),
  });
  return { form, items: form.watch('items'), submit, refusal, photosOf };
}
