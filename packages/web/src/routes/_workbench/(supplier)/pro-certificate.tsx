import { createFileRoute } from '@tanstack/react-router';
import { CertificateListPage } from '@/features/supplier/certificates/CertificateListPage.tsx';
import { certificateSearch } from '@/features/supplier/certificates/filters.ts';

export const Route = createFileRoute('/_workbench/(supplier)/pro-certificate')({
  validateSearch: certificateSearch,
  component: CertificateListPage,
});
