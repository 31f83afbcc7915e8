import { createFileRoute } from '@tanstack/react-router';
import { AgreementGroupPage } from '@/features/admin/agreement/AgreementGroupPage.tsx';

export const Route = createFileRoute('/_workbench/(admin)/admin-agreement')({
  component: AgreementGroupPage,
});
