import { addOnlineSupplier, deleteOnlineSupplier, pageOnlineSuppliers, updateOnlineSupplier } from '@zc/sdk';
import { enabledFlagLabels, onlineSupplierSyncStatusLabels } from '@zc/sdk/labels';
import { onlineSupplierFormSchema } from '@zc/sdk/schemas';
import { useList } from '@/shared/list/use-list.ts';
import { CrudListPage } from '@/shared/ui/Crud/CrudListPage.tsx';
import { useSupplierColumn } from '../../shared/suppliers.tsx';
import { onlineSupplierFilters } from './filters.ts';
import { OnlineSupplierFormDialog } from './OnlineSupplierFormDialog.tsx';

/** 线上供应商管理: the e-commerce suppliers whose goods, prices and orders synchronise through their interface. */
export function OnlineSupplierListPage() {
  return (
    <CrudListPage
      label="电商供应商列表"
      list={useList(pageOnlineSuppliers, onlineSupplierFilters)}
      kind="电商接入"
      nameOf={(entry) => entry.platformName}
      calls={{ add: addOnlineSupplier, edit: updateOnlineSupplier, remove: deleteOnlineSupplier }}
      toggle={{ field: 'status', schema: onlineSupplierFormSchema }}
      columns={{
        supplierName: useSupplierColumn(),
        platformCode: '平台编码',
        platformName: '平台名称',
        apiUrl: '接口地址',
        syncStatus: ['同步状态', onlineSupplierSyncStatusLabels],
        lastSyncTime: ['最近同步', 'dateTime'],
        status: ['状态', enabledFlagLabels],
      }}
      form={(editing, close) => <OnlineSupplierFormDialog entry={editing} onClose={close} />}
    />
  );
}
