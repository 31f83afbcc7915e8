import { getFile } from '@zc/sdk';
import { publicFileTypes } from '@zc/sdk/files';
import type { ReactNode } from 'react';
import { useDownload } from '@/shared/hooks/use-download.ts';
import { storedFileOf, urlOfFile } from './FileUpload.tsx';
import type { UploadedFile } from './Upload.tsx';

const linkClass = 'text-brand hover:underline';

/**
 * A link to a stored file. A public file is a plain link; a business attachment (an invoice, a contract, a
 * certificate) is refused to a plain link, which carries no token, so it is read through the SDK with the session
 * and saved under its name. A refusal is the SDK's toast (须登录 / 没有权限).
 */
export function AttachmentLink({ url, children, className }: { url: string; children: ReactNode; className?: string }) {
  const download = useDownload(getFile);
  const file = storedFileOf(url);
  const classes = `${linkClass} ${className ?? ''}`.trim();
  if (!file || publicFileTypes.has(file.fileType)) {
    return (
      <a href={url} target="_blank" rel="noreferrer" className={classes}>
        {children}
      </a>
    );
  }
  return (
    <a
      href={url}
      className={classes}
      onClick={(event) => {
        event.preventDefault();
        download.mutate({ path: file });
      }}
    >
      {children}
    </a>
  );
}

/** A stored file (an invoice, a contract, a certificate) by its name, a link when it is stored. */
export function FileLink({ file }: { file: UploadedFile | undefined }) {
  const url = urlOfFile(file);
  return url ? <AttachmentLink url={url}>{file?.submittedFileName}</AttachmentLink> : file?.submittedFileName;
}

/** Stored files (a registration's certificates, a contract's attachments) one a line; nothing when there are none. */
export function FileLinks({ files }: { files: readonly UploadedFile[] | undefined }) {
  if (!files?.length) return null;
  return (
    <ul className="flex flex-col gap-1">
      {files.map((file) => (
        <li key={file.id}>
          <FileLink file={file} />
        </li>
      ))}
    </ul>
  );
}
