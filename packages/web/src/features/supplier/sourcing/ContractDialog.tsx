import { useQuery } from '@tanstack/react-query';
import { listSourcingDealGoodsQueryOptions, useCreateOnlineContract } from '@zc/sdk/react';
import { onlineContractRequestSchema } from '@zc/sdk/schemas';
import { DealGoodsTable } from '@/features/sourcing/SourcingSheet.tsx';
import { formatMoney } from '@/shared/format/money.ts';
import { confirm } from '@/shared/ui/ConfirmDialog/confirm.ts';
import { FormDialog } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { DateField, TextAreaField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import type { SourcingOrder } from './sourcing-orders.tsx';

const contractSchema = onlineContractRequestSchema.pick({ deliveryDate: true, paymentTerms: true, remark: true });

/** Generates the contract of a sourcing order over its deal goods; a contract once made cannot be withdrawn here. */
export function ContractDialog({ order, onClose }: { order: SourcingOrder; onClose: () => void }) {
  const goods = useQuery(
    listSourcingDealGoodsQueryOptions({ query: { sourcingId: order.sourcingId, sourcingOrderId: order.id } }),
  );
  const create = useCreateOnlineContract();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`生成合同：${order.orderNo}`}
      width="w-[760px]"
      submitText="生成合同"
      schema={contractSchema}
      defaultValues={{ deliveryDate: '', paymentTerms: '', remark: '' }}
      onSubmit={async (values) => {
        const confirmed = await confirm({
          title: '生成合同',
          message: `确定按成交金额 ¥${formatMoney(order.totalPrice)} 生成订单 ${order.orderNo} 的合同吗？生成后不能撤回。`,
        });
        if (!confirmed) throw new Error('已取消生成合同');
        const contract = await create.mutateAsync({ body: { sourcingOrderId: order.id, ...values } });
        toast.success(`合同 ${contract.contractNo} 已生成`);
        onClose();
      }}
    >
      {(form) => (
        <>
          <section aria-label="成交商品" className="flex flex-col gap-1">
            <h4 className="text-sm text-slate-600">成交商品（合计 ¥{formatMoney(order.totalPrice)}）</h4>
            <DealGoodsTable
              goods={goods.data}
              isPending={goods.isPending}
              error={goods.error}
              onRetry={() => goods.refetch()}
            />
          </section>
          <DateField form={form} name="deliveryDate" label="约定交货日期" />
          <TextAreaField form={form} name="paymentTerms" label="付款条件" />
          <TextAreaField form={form} name="remark" label="备注" />
        </>
      )}
    </FormDialog>
  );
}
