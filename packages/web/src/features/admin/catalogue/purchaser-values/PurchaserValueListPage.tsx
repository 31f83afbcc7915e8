import {
  addPropertyValuePurchaser,
  type components,
  deletePropertyValuePurchaser,
  pagePropertyValuePurchasers,
  updatePropertyValuePurchaser,
} from '@zc/sdk';
import { useDeletePropertyValuePurchaser } from '@zc/sdk/react';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { AddButton, ContentRowActions } from '../../content/shared/row-actions.tsx';
import { purchaserValueFilters } from './filters.ts';
import { PurchaserValueFormDialog } from './PurchaserValueFormDialog.tsx';
import { usePurchaserLabels } from './purchasers.ts';

type PurchaserValue = components['schemas']['PropertyValuePurchaser'];

/** 商品参数设置: the goods property values each purchasing unit names its own way; every change goes to 设置日志. */
export function PurchaserValueListPage() {
  const list = useList(pagePropertyValuePurchasers, purchaserValueFilters, {
    labels: { purchaserId: usePurchaserLabels() },
  });
  const remove = useDeletePropertyValuePurchaser();
  const [editing, setEditing] = useState<PurchaserValue | 'new'>();
  const columns = columnsOf<PurchaserValue>({
    purchaserName: '采购单位',
    propertyName: '商品属性',
    value: '单位属性值',
    sort: '排序',
    createTime: ['创建时间', 'dateTime'],
    actions: {
      header: '操作',
      cell: (row) => (
        <ContentRowActions
          kind="商品参数"
          name={`${row.purchaserName ?? ''}·${row.value}`}
          edit={{ call: updatePropertyValuePurchaser, run: () => setEditing(row) }}
          remove={{ call: deletePropertyValuePurchaser, run: () => remove.mutateAsync({ path: { id: row.id } }) }}
        />
      ),
    },
  });
  const toolbar = <AddButton call={addPropertyValuePurchaser} label="新增商品参数" onClick={() => setEditing('new')} />;
  return (
    <>
      <ListPage label="商品参数列表" list={list} toolbar={toolbar} columns={columns} />
      {editing && <PurchaserValueFormDialog row={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
