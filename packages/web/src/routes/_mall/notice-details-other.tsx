import { createFileRoute } from '@tanstack/react-router';
import { InformationPage } from '@/features/mall/notices/InformationPage.tsx';
import { recordSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_mall/notice-details-other')({
  validateSearch: recordSearch,
  component: InformationPage,
});
