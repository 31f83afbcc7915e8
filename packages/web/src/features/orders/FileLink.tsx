import type { components } from '@zc/sdk';

/** A stored file (an invoice, a contract) by its name, opening in a new window when it has an address. */
export function FileLink({ file }: { file: components['schemas']['FileInfo'] | undefined }) {
  return file?.url ? (
    <a href={file.url} target="_blank" rel="noreferrer" className="text-brand hover:underline">
      {file.submittedFileName}
    </a>
  ) : (
    file?.submittedFileName
  );
}
