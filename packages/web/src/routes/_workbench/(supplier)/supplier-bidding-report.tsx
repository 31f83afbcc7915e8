import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../../app/search.ts';
import { kinds } from '../../../features/supplier/projects/kinds.ts';
import { ProjectReportPage } from '../../../features/supplier/projects/ProjectReportPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-bidding-report')({
  staticData: { title: '报名及缴纳保证金' },
  validateSearch: listSearch(['projectName', 'projectNo', 'joined']),
  component: () => <ProjectReportPage kind={kinds.bidding} />,
});
