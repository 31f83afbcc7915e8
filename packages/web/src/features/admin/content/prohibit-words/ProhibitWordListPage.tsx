import { addProhibitWord, deleteProhibitWord, pageProhibitWords, updateProhibitWord } from '@zc/sdk';
import { enabledFlagLabels, prohibitWordWordTypeLabels } from '@zc/sdk/labels';
import { prohibitWordFormSchema } from '@zc/sdk/schemas';
import { useList } from '@/shared/list/use-list.ts';
import { CrudListPage } from '@/shared/ui/Crud/CrudListPage.tsx';
import { prohibitWordFilters } from './filters.ts';
import { WordFormDialog } from './WordFormDialog.tsx';

/** 违禁词管理: words refused in suppliers' goods texts and in evaluations. */
export function ProhibitWordListPage() {
  return (
    <CrudListPage
      list={useList(pageProhibitWords, prohibitWordFilters)}
      kind="违禁词"
      nameOf={(word) => word.word}
      calls={{ add: addProhibitWord, edit: updateProhibitWord, remove: deleteProhibitWord }}
      toggle={{ field: 'isEnable', schema: prohibitWordFormSchema }}
      columns={{
        word: '违禁词',
        wordType: ['适用范围', prohibitWordWordTypeLabels],
        isEnable: ['状态', enabledFlagLabels],
        remark: '备注',
        createTime: ['创建时间', 'dateTime'],
      }}
      form={(editing, close) => <WordFormDialog word={editing} onClose={close} />}
    />
  );
}
