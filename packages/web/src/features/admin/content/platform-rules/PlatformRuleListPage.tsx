import { addPlatformRule, type components, deletePlatformRule, pagePlatformRules, updatePlatformRule } from '@zc/sdk';
import { platformRuleRuleTypeLabels } from '@zc/sdk/labels';
import { platformRuleFormSchema } from '@zc/sdk/schemas';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { CrudListPage } from '@/shared/ui/Crud/CrudListPage.tsx';
import { HtmlPreview } from '../../shared/HtmlPreview.tsx';
import { platformRuleFilters } from './filters.ts';
import { RuleFormDialog } from './RuleFormDialog.tsx';
import { ruleStateLabels } from './rule-form.ts';

type Rule = components['schemas']['PlatformRule'];

/** 平台规则: the rules buyers and suppliers trade under, as the mall shows them, and withdrawing one. */
export function PlatformRuleListPage() {
  const [reading, setReading] = useState<Rule>();
  return (
    <CrudListPage<Rule>
      list={useList(pagePlatformRules, platformRuleFilters)}
      kind="平台规则"
      nameOf={(rule) => rule.title}
      calls={{ add: addPlatformRule, edit: updatePlatformRule, remove: deletePlatformRule }}
      toggle={{ field: 'isEnable', schema: platformRuleFormSchema }}
      columns={{
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
      }}
      form={(editing, close) => <RuleFormDialog rule={editing} onClose={close} />}
      dialogs={
        reading && <HtmlPreview title={reading.title} html={reading.content} onClose={() => setReading(undefined)} />
      }
    />
  );
}
