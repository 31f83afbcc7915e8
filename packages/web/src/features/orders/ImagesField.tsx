import { Field } from '@/shared/ui/Field.tsx';
import { FileUpload, urlOfFile } from '@/shared/ui/Upload/FileUpload.tsx';
import type { UploadedFile } from '@/shared/ui/Upload/Upload.tsx';

/**
 * Photos of goods (after-sale, evaluation) on the desktop and the phone (`touch`): jpg or png only, under the upload
 * rules' size and count.
 */
export function ImagesField({
  label,
  fileType,
  value,
  onChange,
  onUploadingChange,
  touch = false,
}: {
  label: string;
  fileType: string;
  value: UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
  onUploadingChange: (uploading: boolean) => void;
  touch?: boolean;
}) {
  return (
    <Field label={label}>
      {() => (
        <FileUpload
          fileType={fileType}
          label={`上传${label}`}
          value={value}
          onChange={onChange}
          onUploadingChange={onUploadingChange}
          rules={{ extensions: ['jpg', 'png'] }}
          touch={touch}
        />
      )}
    </Field>
  );
}

/** The urls the entities keep of uploaded photos; absent when there are none. */
export const imageUrls = (files: UploadedFile[]) =>
  files.length > 0 ? files.map((file) => urlOfFile(file) ?? '') : undefined;
