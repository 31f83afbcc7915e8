import { useQuery } from '@tanstack/react-query';
import { getProjectContractQueryOptions } from '@zc/sdk/react';
import { ContractDetails } from '@/features/projects/ContractDetails.tsx';
import type { Contract } from '@/features/projects/contract-columns.tsx';
import type { Settlement } from '@/features/projects/modes.ts';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';

/** A contract read in full: its parties, amounts, deal goods, files and payments. */
export function ContractDialog({
  mode,
  contract,
  onClose,
}: {
  mode: Settlement;
  contract: Contract;
  onClose: () => void;
}) {
  const query = useQuery(getProjectContractQueryOptions({ path: { id: contract.id } }));
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`${mode.word}合同：${contract.contractNo}`}
      width="w-[1000px]"
    >
      <QueryState query={query}>{(found) => <ContractDetails mode={mode} contract={found} />}</QueryState>
    </Dialog>
  );
}
