import type { components } from '@zc/sdk';
import { useSupplierHandleBuyNum } from '@zc/sdk/react';
import { useState } from 'react';
import { Permission } from '@/shared/permission/Permission.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { confirm } from '@/shared/ui/ConfirmDialog/confirm.ts';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { RefuseDialog } from './RefuseDialog.tsx';

type BuyNumChange = components['schemas']['OrderBuyNumDetail'];

/** 同意 and 拒绝 of buy-number change requests, one or several at once; accepting changes the order, so it asks first. */
export function useBuyNumHandling() {
  const handle = useSupplierHandleBuyNum();
  const [refusing, setRefusing] = useState<string[]>();

  const agree = async (ids: string[]) => {
    const ok = await confirm({
      title: '同意变更',
      message: `同意后订单将按新的购买数量调整商品数量和金额，确定同意这 ${ids.length} 条变更吗？`,
    });
    if (!ok) return;
    await handle.mutateAsync({ body: { ids, handleStatus: 1, handleRemark: '同意变更' } });
    toast.success('已同意变更');
  };

  /** The buttons for these requests (none when there are none). */
  const buttons = (ids: string[]) =>
    ids.length > 0 && (
      <Permission value="order:buyNum">
        <Button variant="text" size="sm" onClick={() => agree(ids).catch(() => {})}>
          同意
        </Button>
        <Button variant="text" size="sm" onClick={() => setRefusing(ids)}>
          拒绝
        </Button>
      </Permission>
    );
  /** A request's own buttons, while it waits to be handled. */
  const rowButtons = (row: BuyNumChange) => buttons(row.handleStatus === 0 ? [row.id] : []);

  const dialog = refusing && (
    <RefuseDialog
      title="拒绝变更"
      onClose={() => setRefusing(undefined)}
      onRefuse={async (handleRemark) => {
        await handle.mutateAsync({ body: { ids: refusing, handleStatus: 2, handleRemark } });
        toast.success('已拒绝变更');
      }}
    />
  );

  return { buttons, rowButtons, dialog };
}
