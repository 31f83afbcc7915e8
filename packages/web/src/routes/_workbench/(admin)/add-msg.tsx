import { createFileRoute } from '@tanstack/react-router';
import { SendMessagePage } from '@/features/admin/messages/SendMessagePage.tsx';

export const Route = createFileRoute('/_workbench/(admin)/add-msg')({
  component: SendMessagePage,
});
