import { useReconciliationSupplierSync } from '@zc/sdk/react';
import { syncSchema } from '@/features/reconciliation/sync-form.ts';
import { FormDialog } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { DateField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';

/** 同步订单: fetches the supplier's orders placed in a date range for comparison; answers the new batch. */
export function SyncDialog({ onClose, onSynced }: { onClose: () => void; onSynced: (batchNo: string) => void }) {
  const sync = useReconciliationSupplierSync();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="同步订单"
      submitText="开始同步"
      schema={syncSchema}
      defaultValues={{ orderStartTime: '', orderEndTime: '' }}
      onSubmit={async (range) => {
        const result = await sync.mutateAsync({ query: range });
        toast.success(
          `同步完成：批次 ${result.batchNo}，共 ${result.total} 单，成功 ${result.success} 单，失败 ${result.fail} 单`,
        );
        onSynced(result.batchNo);
      }}
    >
      {(form) => (
        <>
          <DateField form={form} name="orderStartTime" label="订单开始日期" required />
          <DateField form={form} name="orderEndTime" label="订单结束日期" required />
        </>
      )}
    </FormDialog>
  );
}
