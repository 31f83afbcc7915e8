import { createFileRoute } from '@tanstack/react-router';
import type { messageFilters } from '@/features/supplier/messages/filters.ts';
import { MessageListPage } from '@/features/supplier/messages/MessageListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-msg-manager')({
  validateSearch: listSearch<typeof messageFilters>(),
  component: MessageListPage,
});
