import { type components, listEntrustedProjects } from '@zc/sdk';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { labelsOf, usePurchaserOrgOptions } from '../shared/pickers.tsx';
import { entrustColumns } from './columns.tsx';
import { EntrustCertificatesDialog } from './EntrustCertificatesDialog.tsx';
import { entrustFilters } from './filters.ts';

/** 委托管理: the projects units entrusted to the platform, where each stands and its suppliers' registrations. */
export function EntrustListPage() {
  const labels = { purchaserOrgId: labelsOf(usePurchaserOrgOptions()) };
  const list = useList(listEntrustedProjects, entrustFilters, { labels });
  const [viewing, setViewing] = useState<components['schemas']['ProjectEntrust']>();
  return (
    <>
      <ListPage label="委托项目" list={list} columns={entrustColumns(setViewing)} />
      {viewing && <EntrustCertificatesDialog entrust={viewing} onClose={() => setViewing(undefined)} />}
    </>
  );
}
