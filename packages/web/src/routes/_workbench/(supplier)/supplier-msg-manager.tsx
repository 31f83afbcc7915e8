import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { listSearch } from '../../../app/search.ts';
import { MessageListPage } from '../../../features/supplier/messages/MessageListPage.tsx';

const search = listSearch(['readFlag', 'msgType', 'title']);

export const Route = createFileRoute('/_workbench/(supplier)/supplier-msg-manager')({
  staticData: { title: '消息管理' },
  // Every param may be left out of a link (the header bell links here bare): paging falls back to its defaults.
  validateSearch: (input: Partial<ReturnType<typeof search>> & SearchSchemaInput) => search(input),
  component: MessageListPage,
});
