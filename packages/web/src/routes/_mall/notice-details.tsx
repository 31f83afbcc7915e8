import { createFileRoute } from '@tanstack/react-router';
import { NoticeDetailPage } from '@/features/mall/notices/NoticeDetailPage.tsx';
import { optionalString, searchParams } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_mall/notice-details')({
  validateSearch: searchParams({ id: optionalString }),
  component: NoticeDetailPage,
});
