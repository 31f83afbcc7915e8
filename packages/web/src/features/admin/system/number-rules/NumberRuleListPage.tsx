import { addNumberRule, deleteNumberRule, pageNumberRules, updateNumberRule } from '@zc/sdk';
import { enabledFlagLabels, numberRuleResetCycleLabels } from '@zc/sdk/labels';
import { numberRuleFormSchema } from '@zc/sdk/schemas';
import { useList } from '@/shared/list/use-list.ts';
import { CrudListPage } from '@/shared/ui/Crud/CrudListPage.tsx';
import { numberRuleFilters } from './filters.ts';
import { NumberRuleFormDialog } from './NumberRuleFormDialog.tsx';

/** 编码规则: how order, project, plan and statement numbers are made, with the next number each gives. */
export function NumberRuleListPage() {
  return (
    <CrudListPage
      list={useList(pageNumberRules, numberRuleFilters)}
      kind="编码规则"
      nameOf={(rule) => rule.ruleName}
      calls={{ add: addNumberRule, edit: updateNumberRule, remove: deleteNumberRule }}
      toggle={{ field: 'status', schema: numberRuleFormSchema }}
      batchRemove
      columns={{
        ruleCode: '规则编码',
        ruleName: '规则名称',
        prefix: '前缀',
        dateFormat: '日期格式',
        serialLength: '流水号位数',
        resetCycle: ['重置周期', numberRuleResetCycleLabels],
        currentSerial: '当前流水号',
        example: '下一个编号',
        status: ['状态', enabledFlagLabels],
      }}
      form={(editing, close) => <NumberRuleFormDialog rule={editing} onClose={close} />}
    />
  );
}
