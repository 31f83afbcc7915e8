import { createFileRoute } from '@tanstack/react-router';
import { ActivitiDetailMobilePage } from '@/features/mobile/tasks/ActivitiDetailMobilePage.tsx';
import { recordSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_mobile/activitiDetailMobile')({
  validateSearch: recordSearch,
  component: ActivitiDetailMobilePage,
});
