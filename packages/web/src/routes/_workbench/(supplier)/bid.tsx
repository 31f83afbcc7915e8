import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { inquiryFilters } from '@/features/supplier/projects/filters.ts';
import { ProjectInquiryPage } from '@/features/supplier/projects/ProjectInquiryPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/bid')({
  validateSearch: listSearch<typeof inquiryFilters>(),
  component: ProjectInquiryPage,
});
