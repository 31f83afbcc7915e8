import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import { CertificateListPage } from '@/features/supplier/certificates/CertificateListPage.tsx';
import type { certificateSearch } from '@/features/supplier/certificates/filters.ts';

export const Route = createFileRoute('/_workbench/(supplier)/pro-certificate')({
  validateSearch: listSearch<typeof certificateSearch>(),
  component: CertificateListPage,
});
