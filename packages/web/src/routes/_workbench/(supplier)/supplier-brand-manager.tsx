import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../../app/search.ts';
import { BrandListPage } from '../../../features/supplier/brands/BrandListPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-brand-manager')({
  staticData: { title: '品牌管理' },
  validateSearch: listSearch(['name', 'auditStatus']),
  component: BrandListPage,
});
