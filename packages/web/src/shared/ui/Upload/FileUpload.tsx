import { previewFile, uploadFile } from '@zc/sdk';
import { Upload, type UploadedFile, type UploadProps } from './Upload.tsx';

export interface FileUploadProps extends Omit<UploadProps, 'upload' | 'preview'> {
  /** The storage bucket the files go to (goods, brand, invoice, supplier…). */
  fileType: string;
}

/** The attachment field wired to the file service: uploads with progress, previews through the preview call. */
export function FileUpload({ fileType, ...props }: FileUploadProps) {
  return (
    <Upload
      {...props}
      upload={(file, onProgress) => uploadFile({ body: { file, fileType } }, { onUploadProgress: onProgress })}
      preview={(file) => previewFile({ path: { fileType: file.fileType, id: file.id } })}
      thumbnail={urlOfFile}
    />
  );
}

const storedUrl = /\/api\/file\/getOne\/([^/]+)\/([^/?#]+)/;

/** The bucket and id of a stored file's url (`/api/file/getOne/{fileType}/{id}`); undefined for any other address. */
export function storedFileOf(url: string | undefined): { fileType: string; id: string } | undefined {
  const match = url ? storedUrl.exec(url) : null;
  return match?.[1] && match[2] ? { fileType: match[1], id: match[2] } : undefined;
}

/** A stored file's url as the entities keep it, back as an uploaded file. */
export function fileOfUrl(url: string | undefined, name = '附件'): UploadedFile[] {
  const file = storedFileOf(url);
  return file ? [{ ...file, url, submittedFileName: name }] : [];
}

/** Where entities keep an uploaded file: its url. */
export const urlOfFile = (file: UploadedFile | undefined) =>
  file ? (file.url ?? `/api/file/getOne/${file.fileType}/${file.id}`) : undefined;
