import { createFileRoute } from '@tanstack/react-router';
import { BannerListPage } from '@/features/admin/content/banners/BannerListPage.tsx';
import type { bannerFilters } from '@/features/admin/content/banners/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/banner-manager')({
  validateSearch: listSearch<typeof bannerFilters>(),
  component: BannerListPage,
});
