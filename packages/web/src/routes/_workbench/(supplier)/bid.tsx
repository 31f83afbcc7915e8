import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../../app/search.ts';
import { ProjectInquiryPage } from '../../../features/supplier/projects/ProjectInquiryPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/bid')({
  staticData: { title: '项目询价' },
  validateSearch: listSearch(['projectName', 'projectNo', 'projectType', 'status']),
  component: ProjectInquiryPage,
});
