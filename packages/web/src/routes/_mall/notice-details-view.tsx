import { createFileRoute } from '@tanstack/react-router';
import { NoticePreviewPage } from '@/features/mall/notices/NoticePreviewPage.tsx';
import { recordSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_mall/notice-details-view')({
  validateSearch: recordSearch,
  component: NoticePreviewPage,
});
