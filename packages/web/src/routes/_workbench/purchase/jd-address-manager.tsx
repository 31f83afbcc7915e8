import { createFileRoute } from '@tanstack/react-router';
import { JdAddressPage } from '@/features/purchase/account/JdAddressPage.tsx';

export const Route = createFileRoute('/_workbench/purchase/jd-address-manager')({
  component: JdAddressPage,
});
