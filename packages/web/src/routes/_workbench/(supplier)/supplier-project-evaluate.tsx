import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../../app/search.ts';
import { ProjectEvaluatePage } from '../../../features/supplier/projects/ProjectEvaluatePage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-project-evaluate')({
  staticData: { title: '项目评价' },
  validateSearch: listSearch(['projectName', 'projectType']),
  component: ProjectEvaluatePage,
});
