import { type components, pageSettingLogs } from '@zc/sdk';
import { settingActionLabels, settingTypeLabels } from '@zc/sdk/labels';
import { useList } from '@/shared/list/use-list.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { settingLogFilters } from './filters.ts';

type SettingLog = components['schemas']['SettingLog'];

const columns = columnsOf<SettingLog>({
  settingType: ['设置类型', settingTypeLabels],
  action: ['操作', settingActionLabels],
  targetName: '设置名称',
  content: {
    header: '变更内容',
    cell: (log) => <span className="block max-w-xl whitespace-normal break-all">{log.content ?? '--'}</span>,
  },
  operatorName: '操作人',
  createTime: ['操作时间', 'dateTime'],
});

/** 设置日志: who changed which goods setting (商品设置, 商品参数设置, 上架规则), when, and field by field what. */
export function SettingLogPage() {
  const list = useList(pageSettingLogs, settingLogFilters);
  return <ListPage label="设置日志列表" list={list} columns={columns} />;
}
