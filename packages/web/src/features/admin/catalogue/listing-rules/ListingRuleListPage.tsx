import {
  addItemPutawayRule,
  type components,
  deleteItemPutawayRule,
  pageItemPutawayRules,
  updateItemPutawayRule,
} from '@zc/sdk';
import { enabledFlagLabels, flagLabels } from '@zc/sdk/labels';
import { useDeleteItemPutawayRule, useUpdateItemPutawayRule } from '@zc/sdk/react';
import { itemPutawayRuleFormSchema } from '@zc/sdk/schemas';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { AddButton, contentActionsColumn } from '../../content/shared/row-actions.tsx';
import { ruleCategory, ruleItemType } from '../shared/fields.tsx';
import { listingRuleFilters } from './filters.ts';
import { ListingRuleFormDialog } from './ListingRuleFormDialog.tsx';

type ListingRule = components['schemas']['ItemPutawayRule'];

/** 上架规则: what goods need (review, pictures, brand, material) before they go on shelf, by category and kind. */
export function ListingRuleListPage() {
  const list = useList(pageItemPutawayRules, listingRuleFilters);
  const update = useUpdateItemPutawayRule();
  const remove = useDeleteItemPutawayRule();
  const [editing, setEditing] = useState<ListingRule | 'new'>();
  const columns = columnsOf<ListingRule>({
    ruleName: '规则名称',
    categoryName: ruleCategory,
    itemType: ruleItemType,
    needAudit: ['上架需审核', flagLabels],
    minImageCount: '最少图片数',
    requireBrand: ['须填品牌', flagLabels],
    requireMaterial: ['须绑定物料', flagLabels],
    isEnable: ['状态', enabledFlagLabels],
    createTime: ['创建时间', 'dateTime'],
    actions: contentActionsColumn<ListingRule>({
      kind: '上架规则',
      nameOf: (rule) => rule.ruleName,
      schema: itemPutawayRuleFormSchema,
      update,
      remove,
      calls: { edit: updateItemPutawayRule, remove: deleteItemPutawayRule },
      onEdit: setEditing,
    }),
  });
  const toolbar = <AddButton call={addItemPutawayRule} label="新增上架规则" onClick={() => setEditing('new')} />;
  return (
    <>
      <ListPage label="上架规则列表" list={list} toolbar={toolbar} columns={columns} />
      {editing && <ListingRuleFormDialog rule={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
