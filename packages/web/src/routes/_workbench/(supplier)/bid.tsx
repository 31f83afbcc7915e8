import { createFileRoute } from '@tanstack/react-router';
import { inquiryFilters } from '@/features/supplier/projects/filters.ts';
import { ProjectInquiryPage } from '@/features/supplier/projects/ProjectInquiryPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/bid')({
  staticData: { title: '项目询价' },
  validateSearch: inquiryFilters.search,
  component: ProjectInquiryPage,
});
