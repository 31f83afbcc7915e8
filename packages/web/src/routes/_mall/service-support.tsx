import { createFileRoute } from '@tanstack/react-router';
import { ServiceSupportPage } from '@/features/mall/notices/ServiceSupportPage.tsx';

export const Route = createFileRoute('/_mall/service-support')({
  component: ServiceSupportPage,
});
