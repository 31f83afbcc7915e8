import {
  addPropertyValuePurchaser,
  deletePropertyValuePurchaser,
  pagePropertyValuePurchasers,
  updatePropertyValuePurchaser,
} from '@zc/sdk';
import { useList } from '@/shared/list/use-list.ts';
import { CrudListPage } from '@/shared/ui/Crud/CrudListPage.tsx';
import { purchaserValueFilters } from './filters.ts';
import { PurchaserValueFormDialog } from './PurchaserValueFormDialog.tsx';
import { usePurchaserLabels } from './purchasers.ts';

/** 商品参数设置: the goods property values each purchasing unit names its own way; every change goes to 设置日志. */
export function PurchaserValueListPage() {
  const labels = { purchaserId: usePurchaserLabels() };
  return (
    <CrudListPage
      list={useList(pagePropertyValuePurchasers, purchaserValueFilters, { labels })}
      kind="商品参数"
      nameOf={(row) => `${row.purchaserName ?? ''}·${row.value}`}
      calls={{
        add: addPropertyValuePurchaser,
        edit: updatePropertyValuePurchaser,
        remove: deletePropertyValuePurchaser,
      }}
      columns={{
        purchaserName: '采购单位',
        propertyName: '商品属性',
        value: '单位属性值',
        sort: '排序',
        createTime: ['创建时间', 'dateTime'],
      }}
      form={(editing, close) => <PurchaserValueFormDialog row={editing} onClose={close} />}
    />
  );
}
