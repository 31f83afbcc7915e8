import type { FieldPath, FieldValues } from 'react-hook-form';
import { Field } from '@/shared/ui/Field.tsx';
import { type BoundProps, errorOf } from '@/shared/ui/FormDialog/fields.tsx';
import { FileUpload } from '@/shared/ui/Upload/FileUpload.tsx';

/** One stored file (a manual, a template), kept in the form as its id and name; the name shows the file again. */
export function FileField<V extends FieldValues>({
  form,
  name,
  nameField,
  typeField,
  label,
  required,
  hint,
  fileType,
  extensions,
}: BoundProps<V> & {
  nameField: FieldPath<V>;
  /** Where the stored file's type goes, when the record keeps it. */
  typeField?: FieldPath<V>;
  fileType: string;
  extensions?: string[];
}) {
  const id = form.watch(name) as string | undefined;
  const fileName = form.watch(nameField) as string | undefined;
  const set = (field: FieldPath<V>, value: string) =>
    form.setValue(field, value as never, { shouldValidate: true, shouldDirty: true });
  return (
    <Field label={label} required={required} hint={hint} error={errorOf(form, name) ?? errorOf(form, nameField)}>
      {() => (
        <FileUpload
          fileType={fileType}
          label={`上传${label}`}
          rules={{ maxCount: 1, ...(extensions && { extensions }) }}
          value={id ? [{ id, fileType, submittedFileName: fileName || label }] : []}
          onChange={([file]) => {
            set(name, file?.id ?? '');
            set(nameField, file?.submittedFileName ?? '');
            if (typeField) set(typeField, file?.fileType ?? '');
          }}
        />
      )}
    </Field>
  );
}
