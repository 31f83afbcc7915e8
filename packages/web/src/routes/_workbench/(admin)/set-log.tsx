import { createFileRoute } from '@tanstack/react-router';
import type { settingLogFilters } from '@/features/admin/catalogue/set-log/filters.ts';
import { SettingLogPage } from '@/features/admin/catalogue/set-log/SettingLogPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/set-log')({
  validateSearch: listSearch<typeof settingLogFilters>(),
  component: SettingLogPage,
});
