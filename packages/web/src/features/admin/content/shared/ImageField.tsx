import type { FieldPath, FieldValues } from 'react-hook-form';
import { Field } from '@/shared/ui/Field.tsx';
import { type BoundProps, errorOf } from '@/shared/ui/FormDialog/fields.tsx';
import { FileUpload, fileOfUrl, urlOfFile } from '@/shared/ui/Upload/FileUpload.tsx';

/** One picture (jpg or png, under the upload rules' size), kept in the form as its stored url. */
export function ImageField<V extends FieldValues>({
  form,
  name,
  label,
  required,
  hint,
  fileType,
}: BoundProps<V> & { fileType: string }) {
  const url = form.watch(name as FieldPath<V>) as string | undefined;
  return (
    <Field label={label} required={required} hint={hint} error={errorOf(form, name)}>
      {() => (
        <FileUpload
          fileType={fileType}
          label={`上传${label}`}
          rules={{ maxCount: 1, extensions: ['jpg', 'png'] }}
          value={fileOfUrl(url, label)}
          onChange={(files) =>
            form.setValue(name, (urlOfFile(files[0]) ?? '') as never, { shouldValidate: true, shouldDirty: true })
          }
        />
      )}
    </Field>
  );
}
