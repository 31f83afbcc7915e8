import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type * as z from 'zod';
import { FormDialog, formValues, type SchemaForm } from '../FormDialog/FormDialog.tsx';
import { toast } from '../Toast/toast.ts';

// biome-ignore lint/suspicious/noExplicitAny: the add and edit bodies are the schema's output (with the id to edit)
type Save = { mutateAsync: (input: { body: any }) => Promise<unknown> };

export interface RecordFormDialogProps<S extends z.ZodType<FieldValues, FieldValues>, R extends { id: string }> {
  /** What the record is (节假日, 轮播图…): the title says 新增节假日 or 编辑节假日. */
  kind: string;
  record: R | 'new';
  schema: S;
  /** A new record's first values. */
  fresh?: Partial<z.input<S>>;
  add: Save;
  update: Save;
  /** The edit's body beyond the form's values (fields the form does not show but the edit keeps). */
  kept?: (record: R) => Record<string, unknown>;
  width?: string;
  onClose: () => void;
  children: (form: SchemaForm<S>) => ReactNode;
}

/** Adds a record or changes one: the form over the request body's schema, 保存成功 once saved. */
export function RecordFormDialog<S extends z.ZodType<FieldValues, FieldValues>, R extends { id: string }>({
  kind,
  record,
  schema,
  fresh,
  add,
  update,
  kept,
  width,
  onClose,
  children,
}: RecordFormDialogProps<S, R>) {
  const editing = record === 'new' ? undefined : record;
  return (
    <FormDialog<S>
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? `编辑${kind}` : `新增${kind}`}
      schema={schema}
      width={width}
      defaultValues={formValues(schema, editing ?? fresh) as DefaultValues<z.input<S>>}
      onSubmit={async (body) => {
        if (editing) await update.mutateAsync({ body: { ...kept?.(editing), ...body, id: editing.id } });
        else await add.mutateAsync({ body });
        toast.success('保存成功');
      }}
    >
      {children}
    </FormDialog>
  );
}
