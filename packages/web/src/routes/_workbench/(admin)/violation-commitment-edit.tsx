import { createFileRoute } from '@tanstack/react-router';
import { CommitmentEditPage } from '@/features/admin/governance/commitments/CommitmentEditPage.tsx';

export const Route = createFileRoute('/_workbench/(admin)/violation-commitment-edit')({
  component: CommitmentEditPage,
});
