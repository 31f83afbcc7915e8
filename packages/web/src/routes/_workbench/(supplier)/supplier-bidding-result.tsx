import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../../app/search.ts';
import { kinds } from '../../../features/supplier/projects/kinds.ts';
import { ProjectResultPage } from '../../../features/supplier/projects/ProjectResultPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-bidding-result')({
  staticData: { title: '竞价结果' },
  validateSearch: listSearch(['projectName', 'projectNo', 'status']),
  component: () => <ProjectResultPage kind={kinds.bidding} />,
});
