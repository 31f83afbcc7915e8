import { createFileRoute } from '@tanstack/react-router';
import type { inquiryFilters } from '@/features/supplier/projects/filters.ts';
import { ProjectInquiryPage } from '@/features/supplier/projects/ProjectInquiryPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/bid')({
  validateSearch: listSearch<typeof inquiryFilters>(),
  component: ProjectInquiryPage,
});
