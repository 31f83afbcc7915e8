import { createFileRoute } from '@tanstack/react-router';
import { BaseInfoPage } from '@/features/supplier/shop/BaseInfoPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-base-info-manage')({
  component: BaseInfoPage,
});
