import { Link } from '@tanstack/react-router';
import { listAuctionProjectCertificates, listProjectCertificates } from '@zc/sdk';
import { useList } from '@/shared/list/use-list.ts';
import { useListSearch } from '@/shared/page/page.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { CertificateTabs } from './CertificateTabs.tsx';
import { certificateColumns } from './certificate-columns.tsx';
import { auctionFilters, biddingFilters, certificateSearch } from './filters.ts';

const newRegistration = (
  <Link
    to="/pro-editor"
    className="inline-flex h-8 items-center rounded border border-brand bg-brand px-4 text-sm text-white hover:bg-brand-strong"
  >
    新增报名
  </Link>
);

/** 项目报名资质: the supplier's registrations for bidding and backhand projects, and for auctions in a second tab. */
export function CertificateListPage() {
  const auction = useListSearch(certificateSearch).tab === 'auction';
  const bidding = useList(listProjectCertificates, biddingFilters, { enabled: !auction });
  const auctions = useList(listAuctionProjectCertificates, auctionFilters, { enabled: auction });
  return (
    <ListPage
      label={auction ? '拍卖项目报名列表' : '项目报名列表'}
      list={auction ? auctions : bidding}
      toolbar={newRegistration}
      columns={certificateColumns}
    >
      <CertificateTabs auction={auction} />
    </ListPage>
  );
}
