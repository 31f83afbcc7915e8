import { createFileRoute } from '@tanstack/react-router';
import { CertificateListPage } from '@/features/supplier/certificates/CertificateListPage.tsx';
import { certificateSearch } from '@/features/supplier/certificates/filters.ts';

export const Route = createFileRoute('/_workbench/(supplier)/pro-certificate')({
  staticData: { title: '项目报名资质' },
  validateSearch: certificateSearch,
  component: CertificateListPage,
});
