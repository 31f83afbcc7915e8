import { createFileRoute } from '@tanstack/react-router';
import { optionalString, searchParams } from '@/app/search.ts';
import { MessageInfoPage } from '@/features/admin/messages/MessageInfoPage.tsx';

export const Route = createFileRoute('/_workbench/(admin)/msg-info')({
  validateSearch: searchParams({ id: optionalString }),
  component: MessageInfoPage,
});
