import { countersignProjectContract } from '@zc/sdk';
import { useCountersignProjectContract } from '@zc/sdk/react';
import type { Contract } from '@/features/projects/contract-columns.tsx';
import { IfAllowed } from '@/shared/permission/may-call.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';

/** 会签: the purchaser signs a contract its winning supplier signed first; then both have signed and it may be paid. */
export function CountersignButton({ contract }: { contract: Contract }) {
  const countersign = useCountersignProjectContract();
  if (contract.status !== 1) return null;
  return (
    <IfAllowed call={countersignProjectContract}>
      <Button
        variant="text"
        size="sm"
        disabled={countersign.isPending}
        onClick={async () => {
          await countersign.mutateAsync({ path: { id: contract.id } });
          toast.success('合同已会签，双方签订完成');
        }}
      >
        会签
      </Button>
    </IfAllowed>
  );
}
