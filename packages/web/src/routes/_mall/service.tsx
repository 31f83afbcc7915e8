import { createFileRoute } from '@tanstack/react-router';
import { ServiceHomePage } from '@/features/mall/service/ServiceHomePage.tsx';

export const Route = createFileRoute('/_mall/service')({
  component: ServiceHomePage,
});
