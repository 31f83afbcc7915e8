import { createFileRoute } from '@tanstack/react-router';
import { optionalString, searchParams } from '@/app/search.ts';
import { InformationPage } from '@/features/mall/notices/InformationPage.tsx';

export const Route = createFileRoute('/_mall/notice-details-other')({
  validateSearch: searchParams({ id: optionalString }),
  component: InformationPage,
});
