import { cancelAfterSale, type components } from '@zc/sdk';
import { useCancelAfterSale } from '@zc/sdk/react';
import { IfAllowed } from '@/shared/permission/may-call.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { confirm } from '@/shared/ui/ConfirmDialog/confirm.ts';
import { errorMessage } from '@/shared/ui/error-message.ts';
import { toast } from '@/shared/ui/Toast/toast.ts';

type AfterSale = components['schemas']['AfterSale'];

/** An application may be cancelled until the supplier starts on it: waiting for review, or agreed and nothing sent back. */
export const cancellable = (row: AfterSale) => row.status === 0 || (row.status === 1 && !row.returnLogisticsNo);

/** 取消售后, after a confirmation; the quantity may be applied for again. */
export function CancelAfterSaleButton({ row, variant = 'text' }: { row: AfterSale; variant?: 'text' | 'default' }) {
  const cancel = useCancelAfterSale();
  if (!cancellable(row)) return null;
  const onClick = async () => {
    const sure = await confirm({
      title: '取消售后',
      message: `确定取消售后单 ${row.afterSaleNo}（${row.goodsName}）吗？取消后不能恢复，可重新申请售后。`,
      confirmText: '取消售后',
      cancelText: '再想想',
      danger: true,
    });
    if (!sure) return;
    try {
      await cancel.mutateAsync({ path: { id: row.id } });
      toast.success('售后申请已取消');
    } catch (error) {
      toast.error(errorMessage(error, '取消售后失败，请重试'));
    }
  };
  return (
    <IfAllowed call={cancelAfterSale}>
      <Button variant={variant} size="sm" onClick={onClick} disabled={cancel.isPending}>
        取消售后
      </Button>
    </IfAllowed>
  );
}
