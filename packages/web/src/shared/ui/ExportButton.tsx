import type { Input, Operation, OperationId } from '@zc/sdk';
import type { ReactNode } from 'react';
import { useDownload } from '@/shared/hooks/use-download.ts';
import { Button, type ButtonProps } from './Button.tsx';

/** 导出 (or another download) of what a list or a detail shows, saved under the server's file name. */
export function ExportButton<K extends OperationId>({
  operation,
  input,
  size,
  children = '导出',
}: {
  operation: Operation<K>;
  input: Input<K>;
  size?: ButtonProps['size'];
  children?: ReactNode;
}) {
  const download = useDownload(operation);
  return (
    <Button size={size} loading={download.isPending} onClick={() => download.mutate(input)}>
      {children}
    </Button>
  );
}
