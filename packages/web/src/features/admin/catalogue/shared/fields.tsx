import { enabledFlagLabels, flagLabels, itemTypeLabels } from '@zc/sdk/labels';
import type { FieldValues } from 'react-hook-form';
import { optionsOf } from '@/shared/format/labels.ts';
import { EMPTY } from '@/shared/format/money.ts';
import { type BoundProps, SelectField } from '@/shared/ui/FormDialog/fields.tsx';

/** 是 or 否, for a rule's yes-or-no setting. */
export const YesNoField = <V extends FieldValues>(bound: BoundProps<V>) => (
  <SelectField {...bound} options={optionsOf(flagLabels)} />
);

/** 启用 or 停用. */
export const EnabledField = <V extends FieldValues>(bound: BoundProps<V>) => (
  <SelectField {...bound} options={optionsOf(enabledFlagLabels)} />
);

/** The kind of goods a rule is for; none means every kind. */
export const ItemTypeField = <V extends FieldValues>(bound: BoundProps<V>) => (
  <SelectField {...bound} options={optionsOf(itemTypeLabels)} />
);

/** A rule's category, or every category when it names none. */
export const ruleCategory = {
  header: '适用分类',
  cell: (rule: { categoryName?: string }) => rule.categoryName ?? '全部分类',
};

/** A rule's kind of goods, or every kind when it names none. */
export const ruleItemType = {
  header: '商品类型',
  cell: (rule: { itemType?: number }) =>
    rule.itemType ? (itemTypeLabels[rule.itemType as keyof typeof itemTypeLabels] ?? EMPTY) : '全部类型',
};
