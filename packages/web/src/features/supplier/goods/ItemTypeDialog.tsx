import type { components } from '@zc/sdk';
import { itemTypeLabels } from '@zc/sdk/labels';
import { useTransGoodsItemType } from '@zc/sdk/react';
import { optionsOf } from '@/shared/format/labels.ts';
import { FormDialog } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { SelectField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { transItemTypeSchema } from './goods-forms.ts';

type Goods = components['schemas']['GoodsItem'];

/** 转换类型: moves the selected goods to another kind (goodsItem/manage/transItemType?itemType= with their ids). */
export function ItemTypeDialog({ goods, onClose }: { goods: Goods[]; onClose: () => void }) {
  const transfer = useTransGoodsItemType();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`转换商品类型（已选 ${goods.length} 件）`}
      schema={transItemTypeSchema}
      defaultValues={{ itemType: '' }}
      onSubmit={async ({ itemType }) => {
        await transfer.mutateAsync({
          query: { itemType },
          body: goods.map((item) => item.id),
        });
        toast.success('商品类型已转换');
      }}
    >
      {(form) => (
        <SelectField form={form} name="itemType" label="转换为" required options={optionsOf(itemTypeLabels)} />
      )}
    </FormDialog>
  );
}
