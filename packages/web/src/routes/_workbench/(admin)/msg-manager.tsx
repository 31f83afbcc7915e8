import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { messageFilters } from '@/features/admin/messages/filters.ts';
import { MessageListPage } from '@/features/admin/messages/MessageListPage.tsx';

export const Route = createFileRoute('/_workbench/(admin)/msg-manager')({
  validateSearch: listSearch<typeof messageFilters>(),
  component: MessageListPage,
});
