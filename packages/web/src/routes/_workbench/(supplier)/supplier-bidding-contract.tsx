import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../../app/search.ts';
import { kinds } from '../../../features/supplier/projects/kinds.ts';
import { ProjectContractPage } from '../../../features/supplier/projects/ProjectContractPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-bidding-contract')({
  staticData: { title: '竞价合同' },
  validateSearch: listSearch(['projectName', 'contractNo', 'status']),
  component: () => <ProjectContractPage kind={kinds.bidding} />,
});
