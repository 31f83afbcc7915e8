import type { ReactNode } from 'react';
import { ListPage, type ListPageProps } from '@/shared/ui/ListPage/ListPage.tsx';
import type { Row, useCrud } from './crud.tsx';

type Crud<R extends Row> = ReturnType<typeof useCrud<R>>;

export interface CrudListPageProps<R extends Row> extends Omit<ListPageProps<R>, 'batchActions'> {
  crud: Crud<R>;
  /** The form of the row being edited, or of a new one. */
  form: (editing: R | 'new', close: () => void) => ReactNode;
}

/** A list of system records with their actions: 新增 (or the toolbar given), the table with 批量删除, the form. */
export function CrudListPage<R extends Row>({ crud, form, toolbar, ...page }: CrudListPageProps<R>) {
  return (
    <>
      <ListPage {...page} toolbar={toolbar ?? crud.addButton} batchActions={crud.batchActions} />
      {crud.editing && form(crud.editing, crud.close)}
      {crud.dialogs}
    </>
  );
}
