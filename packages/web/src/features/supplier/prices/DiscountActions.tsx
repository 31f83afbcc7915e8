import { useDeleteDiscount, useSubmitDiscount } from '@zc/sdk/react';
import { Permission } from '@/shared/permission/Permission.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { confirm } from '@/shared/ui/ConfirmDialog/confirm.ts';
import { toast } from '@/shared/ui/Toast/toast.ts';
import type { Discount, PriceKind, PriceSchema } from './price-kind.ts';
import { isChangeable, isDeletable } from './rules.ts';

/** Submitting discounts for review and deleting one, each once the supplier confirms it. */
export function useDiscountActions<Row extends Discount>(kind: Pick<PriceKind<Row, PriceSchema>, 'name'>) {
  const submit = useSubmitDiscount();
  const remove = useDeleteDiscount();
  return {
    submit: async (rows: Row[]) => {
      const which = rows.length === 1 ? `“${rows[0]?.goodsName}”的` : `选中的 ${rows.length} 个`;
      const confirmed = await confirm({
        title: '提交审核',
        message: `确定将${which}${kind.name}提交平台审核吗？审核期间不能修改。`,
      });
      // A refusal is shown by the SDK's warning toast; nothing is submitted then.
      if (confirmed)
        submit.mutate(
          { query: { discountIds: rows.map((row) => row.id) } },
          { onSuccess: () => toast.success('已提交审核') },
        );
    },
    remove: async (row: Row) => {
      const confirmed = await confirm({
        title: `删除${kind.name}`,
        message: `确定删除“${row.goodsName}”的${kind.name}吗？删除后不可恢复。`,
        confirmText: '删除',
        danger: true,
      });
      if (confirmed) remove.mutate({ path: { id: row.id } }, { onSuccess: () => toast.success('已删除') });
    },
  };
}

export type DiscountActions<Row extends Discount> = ReturnType<typeof useDiscountActions<Row>>;

/** A row's 修改, 提交审核 and 删除, as its state allows. */
export function DiscountRowActions<Row extends Discount, S extends PriceSchema>({
  kind,
  row,
  actions,
  onEdit,
}: {
  kind: PriceKind<Row, S>;
  row: Row;
  actions: DiscountActions<Row>;
  onEdit: (row: Row) => void;
}) {
  return (
    <Permission value={kind.permission}>
      <div className="flex gap-1">
        {isChangeable(row.status) && (
          <>
            <Button variant="text" size="sm" onClick={() => onEdit(row)}>
              修改
            </Button>
            <Button variant="text" size="sm" onClick={() => actions.submit([row])}>
              提交审核
            </Button>
          </>
        )}
        {kind.deletable && isDeletable(row.status) && (
          <Button variant="text" size="sm" className="text-red-600" onClick={() => actions.remove(row)}>
            删除
          </Button>
        )}
      </div>
    </Permission>
  );
}

/** 批量提交审核 of the selected rows. */
export function DiscountBatchActions<Row extends Discount>({
  kind,
  rows,
  actions,
}: {
  kind: Pick<PriceKind<Row, PriceSchema>, 'permission'>;
  rows: Row[];
  actions: DiscountActions<Row>;
}) {
  return (
    <Permission value={kind.permission}>
      <Button size="sm" onClick={() => actions.submit(rows)}>
        批量提交审核
      </Button>
    </Permission>
  );
}
