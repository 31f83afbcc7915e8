import { createFileRoute } from '@tanstack/react-router';
import { MessageInfoPage } from '@/features/supplier/messages/MessageInfoPage.tsx';
import { recordSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-msg-info')({
  validateSearch: recordSearch,
  component: MessageInfoPage,
});
