import { createFileRoute } from '@tanstack/react-router';
import type { templateFilters } from '@/features/admin/system/templates/filters.ts';
import { TemplateListPage } from '@/features/admin/system/templates/TemplateListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/template-manager-admin')({
  validateSearch: listSearch<typeof templateFilters>(),
  component: TemplateListPage,
});
