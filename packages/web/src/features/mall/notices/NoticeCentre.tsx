import type { ReactNode } from 'react';
import { CentreLayout } from '@/features/mall/about/CentreLayout.tsx';

/** The notice centre's pages: notices (with their details and previews), rules, support and the introduction. */
const links = [
  {
    to: '/notice-list',
    title: '公告列表',
    under: ['/notice', '/notice-details', '/notice-details-view', '/notice-details-other'],
  },
  { to: '/protocol', title: '平台规则', under: ['/protocol-details'] },
  { to: '/service-support', title: '服务支持' },
  { to: '/platform-introduction', title: '平台介绍' },
] as const;

export function NoticeCentre({ children }: { children: ReactNode }) {
  return (
    <CentreLayout label="公告中心" links={links}>
      {children}
    </CentreLayout>
  );
}
