import {
  addOnlineSupplier,
  type components,
  deleteOnlineSupplier,
  pageOnlineSuppliers,
  updateOnlineSupplier,
} from '@zc/sdk';
import { enabledFlagLabels, onlineSupplierSyncStatusLabels } from '@zc/sdk/labels';
import { useDeleteOnlineSupplier, useUpdateOnlineSupplier } from '@zc/sdk/react';
import { onlineSupplierFormSchema } from '@zc/sdk/schemas';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { AddButton, bodyOf, ContentRowActions } from '../../content/shared/row-actions.tsx';
import { useSupplierColumn } from '../../shared/suppliers.tsx';
import { onlineSupplierFilters } from './filters.ts';
import { OnlineSupplierFormDialog } from './OnlineSupplierFormDialog.tsx';

type OnlineSupplier = components['schemas']['OnlineSupplier'];

/** 线上供应商管理: the e-commerce suppliers whose goods, prices and orders synchronise through their interface. */
export function OnlineSupplierListPage() {
  const list = useList(pageOnlineSuppliers, onlineSupplierFilters);
  const update = useUpdateOnlineSupplier();
  const remove = useDeleteOnlineSupplier();
  const [editing, setEditing] = useState<OnlineSupplier | 'new'>();
  const columns = columnsOf<OnlineSupplier>({
    supplierName: useSupplierColumn<OnlineSupplier>(),
    platformCode: '平台编码',
    platformName: '平台名称',
    apiUrl: '接口地址',
    syncStatus: ['同步状态', onlineSupplierSyncStatusLabels],
    lastSyncTime: ['最近同步', 'dateTime'],
    status: ['状态', enabledFlagLabels],
    actions: {
      header: '操作',
      cell: (entry) => (
        <ContentRowActions
          kind="电商接入"
          name={entry.platformName}
          edit={{ call: updateOnlineSupplier, run: () => setEditing(entry) }}
          toggle={{
            enabled: entry.status === 1,
            run: (on) =>
              update.mutateAsync({
                body: { ...bodyOf(onlineSupplierFormSchema, entry), id: entry.id, status: on ? 1 : 0 },
              }),
          }}
          remove={{ call: deleteOnlineSupplier, run: () => remove.mutateAsync({ path: { id: entry.id } }) }}
        />
      ),
    },
  });
  const toolbar = <AddButton call={addOnlineSupplier} label="新增电商接入" onClick={() => setEditing('new')} />;
  return (
    <>
      <ListPage label="电商供应商列表" list={list} toolbar={toolbar} columns={columns} />
      {editing && <OnlineSupplierFormDialog entry={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
