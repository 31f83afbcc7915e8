import { addPlatformRule, type components, deletePlatformRule, pagePlatformRules, updatePlatformRule } from '@zc/sdk';
import { platformRuleRuleTypeLabels } from '@zc/sdk/labels';
import { useDeletePlatformRule, useUpdatePlatformRule } from '@zc/sdk/react';
import { platformRuleFormSchema } from '@zc/sdk/schemas';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { HtmlPreview } from '../../shared/HtmlPreview.tsx';
import { AddButton, contentActionsColumn } from '../shared/row-actions.tsx';
import { platformRuleFilters } from './filters.ts';
import { RuleFormDialog } from './RuleFormDialog.tsx';
import { ruleStateLabels } from './rule-form.ts';

type Rule = components['schemas']['PlatformRule'];

/** 平台规则: the rules buyers and suppliers trade under, as the mall shows them, and withdrawing one. */
export function PlatformRuleListPage() {
  const list = useList(pagePlatformRules, platformRuleFilters);
  const update = useUpdatePlatformRule();
  const remove = useDeletePlatformRule();
  const [editing, setEditing] = useState<Rule | 'new'>();
  const [reading, setReading] = useState<Rule>();
  const columns = columnsOf<Rule>({
    title: {
      header: '标题',
      cell: (rule) => (
        <button type="button" className="text-brand hover:underline" onClick={() => setReading(rule)}>
          {rule.title}
        </button>
      ),
    },
    ruleType: ['规则类型', platformRuleRuleTypeLabels],
    version: '版本',
    effectiveDate: ['生效日期', 'date'],
    sort: '排序',
    isEnable: ['状态', ruleStateLabels],
    updateTime: ['更新时间', 'dateTime'],
    actions: contentActionsColumn<Rule>({
      kind: '平台规则',
      nameOf: (rule) => rule.title,
      schema: platformRuleFormSchema,
      update,
      remove,
      calls: { edit: updatePlatformRule, remove: deletePlatformRule },
      onEdit: setEditing,
    }),
  });
  const toolbar = <AddButton call={addPlatformRule} label="新增平台规则" onClick={() => setEditing('new')} />;
  return (
    <>
      <ListPage label="平台规则列表" list={list} toolbar={toolbar} columns={columns} />
      {editing && <RuleFormDialog rule={editing} onClose={() => setEditing(undefined)} />}
      {reading && <HtmlPreview title={reading.title} html={reading.content} onClose={() => setReading(undefined)} />}
    </>
  );
}
