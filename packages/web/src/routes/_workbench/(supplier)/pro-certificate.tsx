import { createFileRoute } from '@tanstack/react-router';
import { CertificateListPage } from '@/features/supplier/certificates/CertificateListPage.tsx';
import type { certificateSearch } from '@/features/supplier/certificates/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/pro-certificate')({
  validateSearch: listSearch<typeof certificateSearch>(),
  component: CertificateListPage,
});
