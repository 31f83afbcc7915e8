import { createFileRoute } from '@tanstack/react-router';
import { MessageOverviewPage } from '@/features/supplier/messages/MessageOverviewPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-msg')({
  component: MessageOverviewPage,
});
