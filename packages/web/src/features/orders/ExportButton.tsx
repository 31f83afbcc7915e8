import type { Input, Operation, OperationId } from '@zc/sdk';
import type { ReactNode } from 'react';
import { useDownload } from '@/shared/hooks/use-download.ts';
import { Permission } from '@/shared/permission/Permission.tsx';
import { Button, type ButtonProps } from '@/shared/ui/Button.tsx';

/** 导出 (or another export) of what a list or a detail shows, for those allowed to export orders. */
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
    <Permission value="order:export">
      <Button size={size} loading={download.isPending} onClick={() => download.mutate(input)}>
        {children}
      </Button>
    </Permission>
  );
}
