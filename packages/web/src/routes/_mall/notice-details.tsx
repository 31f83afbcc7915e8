import { createFileRoute } from '@tanstack/react-router';
import { optionalString, searchParams } from '@/app/search.ts';
import { NoticeDetailPage } from '@/features/mall/notices/NoticeDetailPage.tsx';

export const Route = createFileRoute('/_mall/notice-details')({
  validateSearch: searchParams({ id: optionalString }),
  component: NoticeDetailPage,
});
