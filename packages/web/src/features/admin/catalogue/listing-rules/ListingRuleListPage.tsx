import { addItemPutawayRule, deleteItemPutawayRule, pageItemPutawayRules, updateItemPutawayRule } from '@zc/sdk';
import { enabledFlagLabels, flagLabels } from '@zc/sdk/labels';
import { itemPutawayRuleFormSchema } from '@zc/sdk/schemas';
import { useList } from '@/shared/list/use-list.ts';
import { CrudListPage } from '@/shared/ui/Crud/CrudListPage.tsx';
import { ruleCategory, ruleItemType } from '../shared/fields.tsx';
import { listingRuleFilters } from './filters.ts';
import { ListingRuleFormDialog } from './ListingRuleFormDialog.tsx';

/** 上架规则: what goods need (review, pictures, brand, material) before they go on shelf, by category and kind. */
export function ListingRuleListPage() {
  return (
    <CrudListPage
      list={useList(pageItemPutawayRules, listingRuleFilters)}
      kind="上架规则"
      nameOf={(rule) => rule.ruleName}
      calls={{ add: addItemPutawayRule, edit: updateItemPutawayRule, remove: deleteItemPutawayRule }}
      toggle={{ field: 'isEnable', schema: itemPutawayRuleFormSchema }}
      columns={{
        ruleName: '规则名称',
        categoryName: ruleCategory,
        itemType: ruleItemType,
        needAudit: ['上架需审核', flagLabels],
        minImageCount: '最少图片数',
        requireBrand: ['须填品牌', flagLabels],
        requireMaterial: ['须绑定物料', flagLabels],
        isEnable: ['状态', enabledFlagLabels],
        createTime: ['创建时间', 'dateTime'],
      }}
      form={(editing, close) => <ListingRuleFormDialog rule={editing} onClose={close} />}
    />
  );
}
