import { createFileRoute } from '@tanstack/react-router';
import { NoticeDetailPage } from '@/features/mall/notices/NoticeDetailPage.tsx';
import { recordSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_mall/notice-details')({
  validateSearch: recordSearch,
  component: NoticeDetailPage,
});
