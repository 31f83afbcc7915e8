import { createFileRoute } from '@tanstack/react-router';
import { AddDemandPage } from '@/features/purchase/demand/AddDemandPage.tsx';
import { optionalString, searchParams } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/purchase/add-demand')({
  // Without `demandNo` a new demand; with it, the applicant's demand to revise (已提交 or 已退回).
  validateSearch: searchParams({ demandNo: optionalString }),
  component: AddDemandPage,
});
