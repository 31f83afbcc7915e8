import { createFileRoute } from '@tanstack/react-router';
import { messageFilters } from '@/features/supplier/messages/filters.ts';
import { MessageListPage } from '@/features/supplier/messages/MessageListPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-msg-manager')({
  validateSearch: messageFilters.search,
  component: MessageListPage,
});
