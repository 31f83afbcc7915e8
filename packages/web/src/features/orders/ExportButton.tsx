import type { OperationId } from '@zc/sdk';
import type { ComponentProps } from 'react';
import { Permission } from '@/shared/permission/Permission.tsx';
import { ExportButton as Export } from '@/shared/ui/ExportButton.tsx';

/** 导出 (or another export) of what an order list or detail shows, for those allowed to export orders. */
export function ExportButton<K extends OperationId>(props: ComponentProps<typeof Export<K>>) {
  return (
    <Permission value="order:export">
      <Export {...props} />
    </Permission>
  );
}
