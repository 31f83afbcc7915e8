import { addProhibitWord, type components, deleteProhibitWord, pageProhibitWords, updateProhibitWord } from '@zc/sdk';
import { enabledFlagLabels, prohibitWordWordTypeLabels } from '@zc/sdk/labels';
import { useDeleteProhibitWord, useUpdateProhibitWord } from '@zc/sdk/react';
import { prohibitWordFormSchema } from '@zc/sdk/schemas';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { IfAllowed } from '@/shared/permission/may-call.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { bodyOf, ContentRowActions } from '../shared/row-actions.tsx';
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
    actions: {
      header: '操作',
      cell: (word) => (
        <ContentRowActions
          kind="违禁词"
          name={word.word}
          edit={{ call: updateProhibitWord, run: () => setEditing(word) }}
          toggle={{
            enabled: word.isEnable === 1,
            run: (on) =>
              update.mutateAsync({
                body: { ...bodyOf(prohibitWordFormSchema, word), id: word.id, isEnable: on ? 1 : 0 },
              }),
          }}
          remove={{ call: deleteProhibitWord, run: () => remove.mutateAsync({ path: { id: word.id } }) }}
        />
      ),
    },
  });
  const toolbar = (
    <IfAllowed call={addProhibitWord}>
      <Button variant="primary" onClick={() => setEditing('new')}>
        新增违禁词
      </Button>
    </IfAllowed>
  );
  return (
    <>
      <ListPage label="违禁词列表" list={list} toolbar={toolbar} columns={columns} />
      {editing && <WordFormDialog word={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
