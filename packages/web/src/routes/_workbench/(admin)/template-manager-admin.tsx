import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { templateFilters } from '@/features/admin/system/templates/filters.ts';
import { TemplateListPage } from '@/features/admin/system/templates/TemplateListPage.tsx';

export const Route = createFileRoute('/_workbench/(admin)/template-manager-admin')({
  validateSearch: listSearch<typeof templateFilters>(),
  component: TemplateListPage,
});
