import { createFileRoute } from '@tanstack/react-router';
import { ModifyPasswordPage } from '@/features/purchase/modify-password/ModifyPasswordPage.tsx';

export const Route = createFileRoute('/_workbench/purchase/modify-password')({
  component: ModifyPasswordPage,
});
