import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { enabledFlagLabels } from '@zc/sdk/labels';
import { useList } from '@/shared/list/use-list.ts';
import { IfAllowed } from '@/shared/permission/may-call.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { CrudListPage } from '@/shared/ui/Crud/CrudListPage.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { EntryFormDialog } from './EntryFormDialog.tsx';
import { dictionaryFilters } from './filters.ts';
import { type DictionaryScope, dictionaryScopes, entrySchema } from './scopes.ts';

type Entry = components['schemas']['Dictionary'];

/** A dictionary's entries, by type; 清除缓存 makes the platform read the changes at once. */
function DictionaryPage({ scope }: { scope: DictionaryScope }) {
  const { data: all = [] } = useQuery(scope.whole());
  const types = new Map(all.map((entry) => [entry.dictType, entry]));
  const labels = Object.fromEntries([...types].map(([type, e]) => [type, `${e.dictTypeName ?? type}（${type}）`]));
  const list = wholeOf(useList(scope.list, dictionaryFilters, { labels: { dictType: labels } }));
  const clear = scope.useClear();
  const toolbar = (
    <IfAllowed call={scope.calls.clear}>
      <Button
        loading={clear.isPending}
        onClick={() => clear.mutate({}, { onSuccess: () => toast.success('缓存已清除') })}
      >
        清除缓存
      </Button>
    </IfAllowed>
  );
  const chosenType = list.search.dictType ? types.get(list.search.dictType) : undefined;
  return (
    <CrudListPage<Entry>
      label={`${scope.title}列表`}
      list={list}
      kind="字典项"
      nameOf={(entry) => `${entry.dictTypeName ?? entry.dictType}·${entry.dictLabel}`}
      calls={scope.calls}
      toggle={{ field: 'status', schema: entrySchema }}
      batchRemove
      columns={{
        dictType: { header: '字典类型', cell: (entry) => labels[entry.dictType] ?? entry.dictType },
        dictValue: '字典值',
        dictLabel: '字典标签',
        sort: '排序',
        status: ['状态', enabledFlagLabels],
        remark: '备注',
      }}
      toolbar={toolbar}
      form={(editing, close) => <EntryFormDialog scope={scope} entry={editing} type={chosenType} onClose={close} />}
    />
  );
}

/** The entries the server answers whole (a dictionary is small), as one page. */
function wholeOf<L extends { data: unknown }>(list: L) {
  const records = (list.data ?? []) as Entry[];
  return {
    ...list,
    data: { records, total: records.length },
    page: { current: 1, size: Math.max(records.length, 10) },
  };
}

/** 数据字典: the system dictionary. */
export const SystemDictionaryPage = () => <DictionaryPage scope={dictionaryScopes.system} />;
/** 业务字典: the values of business forms (units, invoice types, delivery times…). */
export const BusinessDictionaryPage = () => <DictionaryPage scope={dictionaryScopes.business} />;
