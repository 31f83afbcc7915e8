import { createFileRoute } from '@tanstack/react-router';
import { MessageInfoPage } from '@/features/admin/messages/MessageInfoPage.tsx';
import { recordSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/msg-info')({
  validateSearch: recordSearch,
  component: MessageInfoPage,
});
