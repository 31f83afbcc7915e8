import { createFileRoute } from '@tanstack/react-router';
import { CommitmentLogPage } from '@/features/admin/governance/commitments/CommitmentLogPage.tsx';

export const Route = createFileRoute('/_workbench/(admin)/violation-commitment')({
  component: CommitmentLogPage,
});
