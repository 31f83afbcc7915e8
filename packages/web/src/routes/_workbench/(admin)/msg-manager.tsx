import { createFileRoute } from '@tanstack/react-router';
import type { messageFilters } from '@/features/admin/messages/filters.ts';
import { MessageListPage } from '@/features/admin/messages/MessageListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/msg-manager')({
  validateSearch: listSearch<typeof messageFilters>(),
  component: MessageListPage,
});
