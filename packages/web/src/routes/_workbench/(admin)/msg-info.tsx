import { createFileRoute } from '@tanstack/react-router';
import { MessageInfoPage } from '@/features/admin/messages/MessageInfoPage.tsx';
import { optionalString, searchParams } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/msg-info')({
  validateSearch: searchParams({ id: optionalString }),
  component: MessageInfoPage,
});
