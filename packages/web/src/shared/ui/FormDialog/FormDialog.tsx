import { type ReactNode, useId, useState } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type * as z from 'zod';
import { Button } from '../Button.tsx';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import { Dialog } from '../Dialog.tsx';
import { refusalMessage, type SchemaForm, useSchemaForm } from './schema-form.ts';

export { formValues, type SchemaForm } from './schema-form.ts';

export interface FormDialogProps<S extends z.ZodType<FieldValues, FieldValues>> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  /** Saves the valid values; the dialog closes when it resolves and shows the message when it throws (an ApiError's msg). */
  onSubmit: (values: z.output<S>) => unknown;
  /** The fields: `(form) => <TextField form={form} name="name" label="商品名称" required />`. */
  children: (form: SchemaForm<S>) => ReactNode;
  submitText?: string;
  width?: string;
}

/**
 * A dialog with a form: zod validation with Chinese messages, 确定 disabled while saving, the server's message shown
 * inside with everything typed kept. Closing (Esc, 取消, ×) a form with changes asks first. Each opening starts afresh.
 */
export function FormDialog<S extends z.ZodType<FieldValues, FieldValues>>(props: FormDialogProps<S>) {
  return props.open ? <OpenFormDialog {...props} /> : null;
}

function OpenFormDialog<S extends z.ZodType<FieldValues, FieldValues>>({
  onOpenChange,
  title,
  schema,
  defaultValues,
  onSubmit,
  children,
  submitText = '确定',
  width,
}: FormDialogProps<S>) {
  const formId = useId();
  const form = useSchemaForm<S>(schema, defaultValues);
  const { isDirty, isSubmitting } = form.formState;
  const [serverError, setServerError] = useState<string | null>(null);
  const [askDiscard, setAskDiscard] = useState(false);

  const requestClose = () => {
    if (isSubmitting) return;
    if (isDirty) setAskDiscard(true);
    else onOpenChange(false);
  };
  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await onSubmit(values);
      onOpenChange(false);
    } catch (error) {
      setServerError(refusalMessage<S>(form, schema, error));
    }
  });

  return (
    <>
      <Dialog
        open
        onOpenChange={(open) => !open && requestClose()}
        title={title}
        width={width}
        footer={
          <>
            <Button onClick={requestClose} disabled={isSubmitting}>
              取消
            </Button>
            <Button type="submit" form={formId} variant="primary" loading={isSubmitting}>
              {submitText}
            </Button>
          </>
        }
      >
        <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
          {children(form)}
          {serverError && (
            <p role="alert" className="rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
              {serverError}
            </p>
          )}
        </form>
      </Dialog>
      <ConfirmDialog
        open={askDiscard}
        title="放弃修改"
        message="填写的内容尚未保存，确定放弃吗？"
        confirmText="放弃"
        cancelText="继续编辑"
        danger
        onCancel={() => setAskDiscard(false)}
        onConfirm={() => {
          setAskDiscard(false);
          onOpenChange(false);
        }}
      />
    </>
  );
}
