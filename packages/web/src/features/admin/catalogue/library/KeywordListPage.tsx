import {
  addLibraryKeyword,
  type components,
  deleteLibraryKeyword,
  pageLibraryKeywords,
  updateLibraryKeyword,
} from '@zc/sdk';
import { enabledFlagLabels } from '@zc/sdk/labels';
import { useDeleteLibraryKeyword, useUpdateLibraryKeyword } from '@zc/sdk/react';
import { libraryKeywordFormSchema } from '@zc/sdk/schemas';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { AddButton, contentActionsColumn } from '../../content/shared/row-actions.tsx';
import { keywordFilters } from './filters.ts';
import { KeywordFormDialog } from './KeywordFormDialog.tsx';

type Keyword = components['schemas']['LibraryKeyword'];

/** 标准商品库: the keywords that map goods names to a standard goods name and category. */
export function KeywordListPage() {
  const list = useList(pageLibraryKeywords, keywordFilters);
  const update = useUpdateLibraryKeyword();
  const remove = useDeleteLibraryKeyword();
  const [editing, setEditing] = useState<Keyword | 'new'>();
  const columns = columnsOf<Keyword>({
    keyword: '关键词',
    standardName: '标准商品名称',
    categoryName: '标准分类',
    sort: '排序',
    isEnable: ['状态', enabledFlagLabels],
    createTime: ['创建时间', 'dateTime'],
    actions: contentActionsColumn<Keyword>({
      kind: '关键词',
      nameOf: (row) => row.keyword,
      schema: libraryKeywordFormSchema,
      update,
      remove,
      calls: { edit: updateLibraryKeyword, remove: deleteLibraryKeyword },
      onEdit: setEditing,
    }),
  });
  const toolbar = <AddButton call={addLibraryKeyword} label="新增关键词" onClick={() => setEditing('new')} />;
  return (
    <>
      <ListPage label="标准商品库关键词列表" list={list} toolbar={toolbar} columns={columns} />
      {editing && <KeywordFormDialog keyword={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
