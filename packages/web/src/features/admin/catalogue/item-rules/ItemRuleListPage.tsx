import { addItemRule, type components, deleteItemRule, pageItemRules, updateItemRule } from '@zc/sdk';
import { enabledFlagLabels } from '@zc/sdk/labels';
import { useDeleteItemRule, useUpdateItemRule } from '@zc/sdk/react';
import { itemRuleFormSchema } from '@zc/sdk/schemas';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { AddButton, contentActionsColumn } from '../../content/shared/row-actions.tsx';
import { ruleCategory, ruleItemType } from '../shared/fields.tsx';
import { itemRuleFilters } from './filters.ts';
import { ItemRuleFormDialog } from './ItemRuleFormDialog.tsx';

type ItemRule = components['schemas']['ItemRule'];

const rate = (value?: number) => (value === undefined ? '不限' : `${value}%`);

/** 商品设置: the price bands goods of a category and kind must keep to; every change goes to 设置日志. */
export function ItemRuleListPage() {
  const list = useList(pageItemRules, itemRuleFilters);
  const update = useUpdateItemRule();
  const remove = useDeleteItemRule();
  const [editing, setEditing] = useState<ItemRule | 'new'>();
  const columns = columnsOf<ItemRule>({
    ruleName: '规则名称',
    categoryName: ruleCategory,
    itemType: ruleItemType,
    band: { header: '价格区间（占市场价）', cell: (rule) => `${rate(rule.minPriceRate)} ~ ${rate(rule.maxPriceRate)}` },
    isEnable: ['状态', enabledFlagLabels],
    remark: '备注',
    createTime: ['创建时间', 'dateTime'],
    actions: contentActionsColumn<ItemRule>({
      kind: '商品设置',
      nameOf: (rule) => rule.ruleName,
      schema: itemRuleFormSchema,
      update,
      remove,
      calls: { edit: updateItemRule, remove: deleteItemRule },
      onEdit: setEditing,
    }),
  });
  const toolbar = <AddButton call={addItemRule} label="新增商品设置" onClick={() => setEditing('new')} />;
  return (
    <>
      <ListPage label="商品设置列表" list={list} toolbar={toolbar} columns={columns} />
      {editing && <ItemRuleFormDialog rule={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
