import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../../app/search.ts';
import { kinds } from '../../../features/supplier/projects/kinds.ts';
import { ProjectParticipatePage } from '../../../features/supplier/projects/ProjectParticipatePage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-backhand-participate')({
  staticData: { title: '参与反拍' },
  validateSearch: listSearch(['projectName', 'status']),
  component: () => <ProjectParticipatePage kind={kinds.backhand} />,
});
