import { addProhibitWord, type components, deleteProhibitWord, pageProhibitWords, updateProhibitWord } from '@zc/sdk';
import { enabledFlagLabels, prohibitWordWordTypeLabels } from '@zc/sdk/labels';
import { useDeleteProhibitWord, useUpdateProhibitWord } from '@zc/sdk/react';
import { prohibitWordFormSchema } from '@zc/sdk/schemas';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { AddButton, contentActionsColumn } from '../shared/row-actions.tsx';
import { prohibitWordFilters } from './filters.ts';
import { WordFormDialog } from './WordFormDialog.tsx';

type Word = components['schemas']['ProhibitWord'];

/** 违禁词管理: words refused in suppliers' goods texts and in evaluations. */
export function ProhibitWordListPage() {
  const list = useList(pageProhibitWords, prohibitWordFilters);
  const update = useUpdateProhibitWord();
  const remove = useDeleteProhibitWord();
  const [editing, setEditing] = useState<Word | 'new'>();
  const columns = columnsOf<Word>({
    word: '违禁词',
    wordType: ['适用范围', prohibitWordWordTypeLabels],
    isEnable: ['状态', enabledFlagLabels],
    remark: '备注',
    createTime: ['创建时间', 'dateTime'],
    actions: contentActionsColumn<Word>({
      kind: '违禁词',
      nameOf: (word) => word.word,
      schema: prohibitWordFormSchema,
      update,
      remove,
      calls: { edit: updateProhibitWord, remove: deleteProhibitWord },
      onEdit: setEditing,
    }),
  });
  const toolbar = <AddButton call={addProhibitWord} label="新增违禁词" onClick={() => setEditing('new')} />;
  return (
    <>
      <ListPage label="违禁词列表" list={list} toolbar={toolbar} columns={columns} />
      {editing && <WordFormDialog word={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
