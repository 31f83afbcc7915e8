import { addNumberRule, type components, deleteNumberRule, pageNumberRules, updateNumberRule } from '@zc/sdk';
import { enabledFlagLabels, numberRuleResetCycleLabels } from '@zc/sdk/labels';
import { useDeleteNumberRule, useUpdateNumberRule } from '@zc/sdk/react';
import { numberRuleFormSchema } from '@zc/sdk/schemas';
import { useList } from '@/shared/list/use-list.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { CrudListPage } from '../shared/CrudListPage.tsx';
import { useCrud } from '../shared/crud.tsx';
import { numberRuleFilters } from './filters.ts';
import { NumberRuleFormDialog } from './NumberRuleFormDialog.tsx';

type NumberRule = components['schemas']['NumberRule'];

/** 编码规则: how order, project, plan and statement numbers are made, with the next number each gives. */
export function NumberRuleListPage() {
  const list = useList(pageNumberRules, numberRuleFilters);
  const crud = useCrud<NumberRule>({
    kind: '编码规则',
    nameOf: (rule) => rule.ruleName,
    calls: { add: addNumberRule, edit: updateNumberRule, remove: deleteNumberRule },
    remove: useDeleteNumberRule(),
    toggle: { field: 'status', schema: numberRuleFormSchema, update: useUpdateNumberRule() },
  });
  const columns = columnsOf<NumberRule>({
    ruleCode: '规则编码',
    ruleName: '规则名称',
    prefix: '前缀',
    dateFormat: '日期格式',
    serialLength: '流水号位数',
    resetCycle: ['重置周期', numberRuleResetCycleLabels],
    currentSerial: '当前流水号',
    example: '下一个编号',
    status: ['状态', enabledFlagLabels],
    actions: crud.actionsColumn,
  });
  return (
    <CrudListPage
      label="编码规则列表"
      list={list}
      columns={columns}
      crud={crud}
      form={(editing, close) => <NumberRuleFormDialog rule={editing} onClose={close} />}
    />
  );
}
