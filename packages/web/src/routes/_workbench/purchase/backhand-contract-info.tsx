import { createFileRoute } from '@tanstack/react-router';
import { ContractInfoPage } from '@/features/purchase/projects/contract/ContractInfoPage.tsx';
import { recordSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/purchase/backhand-contract-info')({
  validateSearch: recordSearch,
  component: () => <ContractInfoPage mode="backhand" />,
});
