import { useNavigate } from '@tanstack/react-router';
import { type components, exportDemandByOrderId, updateDemand } from '@zc/sdk';
import { useDownload } from '@/shared/hooks/use-download.ts';
import { useMayCall } from '@/shared/permission/may-call.tsx';
import { RowActions } from '@/shared/ui/controls/RowActions.tsx';

type Demand = components['schemas']['OrderDemand'];

/** A demand order's actions: revised while submitted (修改) or sent back (修改后重新提交), and its lines exported. */
export function DemandOrderActions({ demand }: { demand: Demand }) {
  const navigate = useNavigate();
  const mayRevise = useMayCall(updateDemand);
  const exportOne = useDownload(exportDemandByOrderId);
  return (
    <RowActions
      actions={[
        {
          label: demand.status === 2 ? '修改后重新提交' : '修改',
          onClick: () => navigate({ to: '/purchase/add-demand', search: { demandNo: demand.demandNo } }),
          hidden: !mayRevise || (demand.status !== 0 && demand.status !== 2),
        },
        { label: '导出明细', onClick: () => exportOne.mutate({ path: { orderId: demand.id } }) },
      ]}
    />
  );
}
