import { downloadFile } from '@zc/sdk';
import { useDownload } from '@/shared/hooks/use-download.ts';

/** Saves a stored file (a manual, a template) under its own name. */
export function useFileDownload() {
  const download = useDownload(downloadFile);
  return (fileType: string, id: string) => download.mutate({ path: { fileType, id } });
}
