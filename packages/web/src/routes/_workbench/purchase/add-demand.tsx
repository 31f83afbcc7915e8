import { createFileRoute } from '@tanstack/react-router';
import { optionalString, searchParams } from '@/app/search.ts';
import { AddDemandPage } from '@/features/purchase/demand/AddDemandPage.tsx';

export const Route = createFileRoute('/_workbench/purchase/add-demand')({
  // Without `demandNo` a new demand; with it, the applicant's demand to revise (已提交 or 已退回).
  validateSearch: searchParams({ demandNo: optionalString }),
  component: AddDemandPage,
});
