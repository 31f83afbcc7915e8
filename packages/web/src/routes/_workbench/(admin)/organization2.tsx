import { createFileRoute } from '@tanstack/react-router';
import { OrgTreePage } from '@/features/admin/organizations/OrgTreePage.tsx';

export const Route = createFileRoute('/_workbench/(admin)/organization2')({
  component: OrgTreePage,
});
