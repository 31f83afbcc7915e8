import type { components } from '@zc/sdk';
import { useCreateAccount } from '@zc/sdk/react';
import { sumOf } from '@/features/reconciliation/rules.ts';
import { formatMoney } from '@/shared/format/money.ts';
import { Permission } from '@/shared/permission/Permission.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { confirm } from '@/shared/ui/ConfirmDialog/confirm.ts';
import { toast } from '@/shared/ui/Toast/toast.ts';

type Order = components['schemas']['Order'];

/** The selected orders' total and 生成对账单: one statement of one purchaser's orders, after a confirmation. */
export function GenerateStatement({ orders }: { orders: Order[] }) {
  const create = useCreateAccount();
  const generate = async () => {
    if (new Set(orders.map((order) => order.purchaserId)).size > 1) {
      toast.warning('一张对账单只能包含同一采购单位的订单，请重新选择');
      return;
    }
    const [first] = orders;
    if (!first) return;
    const confirmed = await confirm({
      title: '生成对账单',
      message: `将${first.purchaserName}的 ${orders.length} 个订单（合计 ¥${formatMoney(sumOf(orders))}）生成对账单，生成后等待采购人确认。`,
    });
    if (!confirmed) return;
    create.mutate(
      { body: { purchaserId: first.purchaserId, orderIds: orders.map((order) => order.id) } },
      { onSuccess: (account) => toast.success(`对账单 ${account.accountNo} 已生成`) },
    );
  };
  return (
    <>
      <span>合计 ¥{formatMoney(sumOf(orders))}</span>
      <Permission value="account:create">
        <Button variant="primary" size="sm" loading={create.isPending} onClick={generate}>
          生成对账单
        </Button>
      </Permission>
    </>
  );
}
