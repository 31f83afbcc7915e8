import { text } from '@/shared/list/filters.ts';
import type { ListModel } from '@/shared/list/use-list.ts';
import { useSetPageSearch, useTabSearch } from '@/shared/page/page.tsx';
import { optionalString } from '@/shared/page/search.ts';
import { Field } from '@/shared/ui/Field.tsx';
import { CategoryTreeSelect } from './CategoryTreeSelect.tsx';

/** What CategoryFilter keeps in a list page's search: the category's id (the filter) and its path, to show again. */
type CategorySearch = {
  categoryId?: string;
  categoryName?: string;
  page?: number;
};

/**
 * 商品分类 above a goods table: the list's categoryId filter, picked level by level in the lazy category tree. Its path
 * ('办公用品/文具/签字笔') is kept beside it in the page's search as categoryName, so a restored filter shows it.
 */
export function CategoryFilter() {
  const search = useTabSearch();
  const setSearch = useSetPageSearch<CategorySearch>();
  return (
    <Field label="商品分类" layout="left" className="w-96 rounded bg-white px-4 py-3">
      {(control) => (
        <CategoryTreeSelect
          {...control}
          clearable
          value={optionalString(search.categoryId) ?? ''}
          valueLabel={optionalString(search.categoryName)}
          // Like 查询, another category starts again at page 1.
          onChange={(choice) => setSearch({ categoryId: choice?.id, categoryName: choice?.path, page: undefined })}
        />
      )}
    </Field>
  );
}

/** The list without the categoryId filter's field in its filter bar: CategoryFilter shows it (it stays in force). */
export const withoutCategoryField = <L extends Pick<ListModel<unknown>, 'fields'>>(list: L): L => ({
  ...list,
  fields: list.fields.filter((field) => field.name !== 'categoryId'),
});

/** A goods list's categoryId filter: picked in the tree above the table (CategoryFilter), not typed in the filter bar. */
export const categoryIdFilter = text('商品分类');

/**
 * A goods list's search: its filters, and the path of the category picked ('办公用品/文具/签字笔'), kept beside its
 * id only to show it again.
 */
export const withCategoryPath =
  <S,>(search: (raw: Record<string, unknown>) => S) =>
  (raw: Record<string, unknown>) => {
    const path = raw.categoryName;
    return { ...search(raw), ...(typeof path === 'string' && path ? { categoryName: path } : {}) };
  };
