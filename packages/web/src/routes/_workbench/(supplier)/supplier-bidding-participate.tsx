import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../../app/search.ts';
import { kinds } from '../../../features/supplier/projects/kinds.ts';
import { ProjectParticipatePage } from '../../../features/supplier/projects/ProjectParticipatePage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-bidding-participate')({
  staticData: { title: '参与竞价' },
  validateSearch: listSearch(['projectName', 'status']),
  component: () => <ProjectParticipatePage kind={kinds.bidding} />,
});
