import { createFileRoute } from '@tanstack/react-router';
import { inquiryFilters } from '@/features/supplier/projects/filters.ts';
import { ProjectInquiryPage } from '@/features/supplier/projects/ProjectInquiryPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/bid')({
  validateSearch: inquiryFilters.search,
  component: ProjectInquiryPage,
});
