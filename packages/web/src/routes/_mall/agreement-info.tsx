import { createFileRoute } from '@tanstack/react-router';
import { DetailPage } from '@/features/mall/detail/DetailPage.tsx';
import { recordSearch } from '@/shared/page/search.ts';

// An agreement goods item, reached from 协议采购.
export const Route = createFileRoute('/_mall/agreement-info')({
  validateSearch: recordSearch,
  component: () => <DetailPage itemType={4} />,
});
