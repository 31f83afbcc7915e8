import type { ReactNode } from 'react';
import { CentreLayout } from '@/features/mall/about/CentreLayout.tsx';

/** The service centre's pages: its landing page, the guides by kind of buyer, the questions and the platform's texts. */
const links = [
  { to: '/service', title: '服务中心首页' },
  { to: '/gettingStarted', title: '新手入门' },
  { to: '/enterpriseProcurement', title: '企业采购' },
  { to: '/governmentProcurement', title: '政府采购' },
  { to: '/efficientProcurement', title: '高校采购' },
  { to: '/financialProcurement', title: '金融采购' },
  { to: '/questionList', title: '常见问题', under: ['/questionDetails-1', '/questionDetails-2', '/questionDetails-3'] },
  { to: '/about', title: '关于我们' },
  { to: '/join', title: '加入我们' },
] as const;

export function ServiceCentre({ children }: { children: ReactNode }) {
  return (
    <CentreLayout label="服务中心" links={links}>
      {children}
    </CentreLayout>
  );
}
