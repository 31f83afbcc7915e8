import { addItemRule, deleteItemRule, pageItemRules, updateItemRule } from '@zc/sdk';
import { enabledFlagLabels } from '@zc/sdk/labels';
import { itemRuleFormSchema } from '@zc/sdk/schemas';
import { useList } from '@/shared/list/use-list.ts';
import { CrudListPage } from '@/shared/ui/Crud/CrudListPage.tsx';
import { ruleCategory, ruleItemType } from '../shared/fields.tsx';
import { itemRuleFilters } from './filters.ts';
import { ItemRuleFormDialog } from './ItemRuleFormDialog.tsx';

const rate = (value?: number) => (value === undefined ? '不限' : `${value}%`);

/** 商品设置: the price bands goods of a category and kind must keep to; every change goes to 设置日志. */
export function ItemRuleListPage() {
  return (
    <CrudListPage
      list={useList(pageItemRules, itemRuleFilters)}
      kind="商品设置"
      nameOf={(rule) => rule.ruleName}
      calls={{ add: addItemRule, edit: updateItemRule, remove: deleteItemRule }}
      toggle={{ field: 'isEnable', schema: itemRuleFormSchema }}
      columns={{
        ruleName: '规则名称',
        categoryName: ruleCategory,
        itemType: ruleItemType,
        band: {
          header: '价格区间（占市场价）',
          cell: (rule) => `${rate(rule.minPriceRate)} ~ ${rate(rule.maxPriceRate)}`,
        },
        isEnable: ['状态', enabledFlagLabels],
        remark: '备注',
        createTime: ['创建时间', 'dateTime'],
      }}
      form={(editing, close) => <ItemRuleFormDialog rule={editing} onClose={close} />}
    />
  );
}
