import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { messageFilters } from '@/features/supplier/messages/filters.ts';
import { MessageListPage } from '@/features/supplier/messages/MessageListPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-msg-manager')({
  validateSearch: listSearch<typeof messageFilters>(),
  component: MessageListPage,
});
