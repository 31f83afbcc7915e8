import { useNavigate } from '@tanstack/react-router';
import type { components } from '@zc/sdk';
import { accountSideLabels } from '@zc/sdk/labels';
import { useCreateAdminAccount } from '@zc/sdk/react';
import { sumOf } from '@/features/reconciliation/rules.ts';
import { formatMoney } from '@/shared/format/money.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { confirm } from '@/shared/ui/ConfirmDialog/confirm.ts';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { type AccountSide, statementPages } from './sides.ts';

type Order = components['schemas']['Order'];

/** Why the selected orders cannot make one statement: it holds one supplier's orders to one purchasing unit. */
const mixed = (orders: Order[]) =>
  new Set(orders.map((order) => order.supplierId)).size > 1
    ? '一张对账单只能包含同一供应商的订单，请重新选择'
    : new Set(orders.map((order) => order.purchaserId)).size > 1
      ? '一张对账单只能包含同一采购单位的订单，请重新选择'
      : undefined;

/** The selected orders' total and 生成对账单 of the page's side, after a confirmation; then its list. */
export function GenerateAdminStatement({ side, orders }: { side: AccountSide; orders: Order[] }) {
  const create = useCreateAdminAccount();
  const navigate = useNavigate();
  const noun = accountSideLabels[side];
  const generate = async () => {
    const refusal = mixed(orders);
    if (refusal) {
      toast.warning(refusal);
      return;
    }
    const [first] = orders;
    if (!first) return;
    const confirmed = await confirm({
      title: `生成${noun}`,
      message: `将${first.supplierName}对${first.purchaserName}的 ${orders.length} 个订单（合计 ¥${formatMoney(sumOf(orders))}）生成${noun}，这些订单将不能再进入其他对账单。`,
    });
    if (!confirmed) return;
    create.mutate(
      { body: { side, orderIds: orders.map((order) => order.id) } },
      {
        onSuccess: (account) => {
          toast.success(`${noun} ${account.accountNo} 已生成`);
          navigate({ to: statementPages[side].list, search: { accountNo: account.accountNo } });
        },
      },
    );
  };
  return (
    <>
      <span>合计 ¥{formatMoney(sumOf(orders))}</span>
      <Button variant="primary" size="sm" loading={create.isPending} onClick={generate}>
        生成{noun}
      </Button>
    </>
  );
}
