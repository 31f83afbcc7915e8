import { createFileRoute } from '@tanstack/react-router';
import { DemandCartPage } from '@/features/purchase/demand/DemandCartPage.tsx';

export const Route = createFileRoute('/_workbench/purchase/my-demand-cart')({
  component: DemandCartPage,
});
