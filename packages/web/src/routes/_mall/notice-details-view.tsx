import { createFileRoute } from '@tanstack/react-router';
import { NoticePreviewPage } from '@/features/mall/notices/NoticePreviewPage.tsx';
import { optionalString, searchParams } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_mall/notice-details-view')({
  validateSearch: searchParams({ id: optionalString }),
  component: NoticePreviewPage,
});
