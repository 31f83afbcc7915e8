import { createFileRoute } from '@tanstack/react-router';
import { optionalString, searchParams } from '@/app/search.ts';
import { NoticePreviewPage } from '@/features/mall/notices/NoticePreviewPage.tsx';

export const Route = createFileRoute('/_mall/notice-details-view')({
  validateSearch: searchParams({ id: optionalString }),
  component: NoticePreviewPage,
});
