import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../../app/search.ts';
import { ContractListPage } from '../../../features/supplier/orders/ContractListPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-contract')({
  staticData: { title: '供应商合同' },
  validateSearch: listSearch(['contractNo', 'orderNo', 'signStatus']),
  component: ContractListPage,
});
