import { createFileRoute } from '@tanstack/react-router';
import { NoticeMobileDetailPage } from '@/features/mobile/notices/NoticeMobileDetailPage.tsx';
import { recordSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_mobile/noticeMobileDetail')({
  validateSearch: recordSearch,
  component: NoticeMobileDetailPage,
});
