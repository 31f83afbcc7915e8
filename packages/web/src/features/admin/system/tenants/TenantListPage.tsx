import { addTenant, deleteTenant, pageTenants, updateTenant } from '@zc/sdk';
import { enabledFlagLabels } from '@zc/sdk/labels';
import { tenantFormSchema } from '@zc/sdk/schemas';
import { useList } from '@/shared/list/use-list.ts';
import { CrudListPage } from '@/shared/ui/Crud/CrudListPage.tsx';
import { tenantFilters } from './filters.ts';
import { TenantFormDialog } from './TenantFormDialog.tsx';

/** 租户管理: the platform's tenants, where each one's site is, and until when it is served. */
export function TenantListPage() {
  return (
    <CrudListPage
      list={useList(pageTenants, tenantFilters)}
      kind="租户"
      nameOf={(tenant) => tenant.tenantName}
      calls={{ add: addTenant, edit: updateTenant, remove: deleteTenant }}
      toggle={{ field: 'status', schema: tenantFormSchema }}
      batchRemove
      columns={{
        tenantCode: '租户编码',
        tenantName: '租户名称',
        tenantPath: '访问路径',
        domain: '独立域名',
        contactName: '联系人',
        contactPhone: '联系电话',
        expireTime: ['服务到期', 'dateTime'],
        status: ['状态', enabledFlagLabels],
      }}
      form={(editing, close) => <TenantFormDialog tenant={editing} onClose={close} />}
    />
  );
}
