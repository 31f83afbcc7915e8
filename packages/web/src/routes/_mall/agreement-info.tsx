import { createFileRoute } from '@tanstack/react-router';
import { optionalString, searchParams } from '@/app/search.ts';
import { DetailPage } from '@/features/mall/detail/DetailPage.tsx';

// An agreement goods item, reached from 协议采购.
export const Route = createFileRoute('/_mall/agreement-info')({
  validateSearch: searchParams({ id: optionalString }),
  component: () => <DetailPage agreement />,
});
