import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../../app/search.ts';
import { welfareAfterSaleFilterNames } from '../../../features/supplier/welfare/search.ts';
import { WelfareAfterSalePage } from '../../../features/supplier/welfare/WelfareAfterSalePage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-welfare-after-sale')({
  staticData: { title: '福利售后审批' },
  validateSearch: listSearch(welfareAfterSaleFilterNames),
  component: WelfareAfterSalePage,
});
