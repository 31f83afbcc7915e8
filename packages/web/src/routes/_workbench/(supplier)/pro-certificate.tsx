import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../../app/search.ts';
import { CertificateListPage } from '../../../features/supplier/certificates/CertificateListPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/pro-certificate')({
  staticData: { title: '项目报名资质' },
  // tab: absent for bidding and backhand registrations, 'auction' for auctions.
  validateSearch: listSearch(['tab', 'projectName', 'auditStatus', 'depositStatus', 'projectType']),
  component: CertificateListPage,
});
