// What the administrator's welfare forms and filters choose from: activities, welfare suppliers, top categories.
import { useQuery } from '@tanstack/react-query';
import {
  listWelfareCategoriesQueryOptions,
  pageWelfareSuppliersQueryOptions,
  pageWelfaresQueryOptions,
} from '@zc/sdk/react';
import type { SelectOption } from '@/shared/ui/controls/Select.tsx';

const all = { current: 1, size: 100 };

/** The activities' names by id (the options of an activity filter). */
export function useActivityNames() {
  return useQuery({
    ...pageWelfaresQueryOptions({ query: all }),
    select: (page) => Object.fromEntries(page.records.map((welfare) => [welfare.id, welfare.welfareName])),
  }).data;
}

/** The welfare suppliers, by their organisation (what an activity names). */
export function useSupplierOptions(): SelectOption[] {
  return (
    useQuery({
      ...pageWelfareSuppliersQueryOptions({ query: all }),
      select: (page) => page.records.map((row) => ({ value: row.supplierId, label: row.supplierName })),
    }).data ?? []
  );
}

/** The top welfare categories. */
export function useCategoryOptions(): SelectOption[] {
  return (
    useQuery({
      ...listWelfareCategoriesQueryOptions({ query: {} }),
      select: (tree) => tree.map((category) => ({ value: category.id, label: category.categoryName })),
    }).data ?? []
  );
}
