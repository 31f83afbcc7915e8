import { type PageSearch, useListSearch, useSetPageSearch } from '@/app/page.tsx';
import type { ListModel } from '@/shared/list/use-list.ts';
import { Field } from '@/shared/ui/Field.tsx';
import { goodsListSearch } from '../filters.ts';
import { CategoryTreeSelect } from './CategoryTreeSelect.tsx';

// Both goods lists keep the category the same way; their search is typed by one of them.
type GoodsSearch = PageSearch<'/e-commerce-putaway'>;

/** 商品分类 above a goods table: the list's categoryId filter, picked level by level in the lazy tree. */
export function CategoryFilter() {
  const { categoryId, categoryName } = useListSearch(goodsListSearch);
  const setSearch = useSetPageSearch<GoodsSearch>();
  return (
    <Field label="商品分类" layout="left" className="w-96 rounded bg-white px-4 py-3">
      {(control) => (
        <CategoryTreeSelect
          {...control}
          clearable
          value={categoryId ? { id: categoryId, path: categoryName ?? '' } : undefined}
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
