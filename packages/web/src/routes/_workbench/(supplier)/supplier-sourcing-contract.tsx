import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../../app/search.ts';
import { SourcingContractPage } from '../../../features/supplier/sourcing/SourcingContractPage.tsx';
import { sourcingOrderFilterNames } from '../../../features/supplier/sourcing/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-sourcing-contract')({
  staticData: { title: '寻源合同' },
  validateSearch: listSearch(sourcingOrderFilterNames),
  component: SourcingContractPage,
});
