import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../../app/search.ts';
import { kinds } from '../../../features/supplier/projects/kinds.ts';
import { ProjectParticipatePage } from '../../../features/supplier/projects/ProjectParticipatePage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-auction-participate')({
  staticData: { title: '参与拍卖' },
  validateSearch: listSearch(['projectName', 'status']),
  component: () => <ProjectParticipatePage kind={kinds.auction} />,
});
