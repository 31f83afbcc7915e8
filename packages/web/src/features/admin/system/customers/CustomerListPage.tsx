import { addCustomer, deleteCustomer, pageCustomers, updateCustomer } from '@zc/sdk';
import { customerCustomerTypeLabels, enabledFlagLabels } from '@zc/sdk/labels';
import { customerFormSchema } from '@zc/sdk/schemas';
import { useList } from '@/shared/list/use-list.ts';
import { CrudListPage } from '@/shared/ui/Crud/CrudListPage.tsx';
import { CustomerFormDialog } from './CustomerFormDialog.tsx';
import { customerFilters } from './filters.ts';

/** 客服管理: the platform's service contacts and the suppliers', as the mall shows them. */
export function CustomerListPage() {
  return (
    <CrudListPage
      list={useList(pageCustomers, customerFilters)}
      kind="客服"
      nameOf={(customer) => customer.name}
      calls={{ add: addCustomer, edit: updateCustomer, remove: deleteCustomer }}
      toggle={{ field: 'status', schema: customerFormSchema }}
      batchRemove
      columns={{
        name: '客服名称',
        customerType: ['客服类型', customerCustomerTypeLabels],
        supplierName: '供应商',
        phone: '电话',
        qq: 'QQ',
        email: '邮箱',
        workTime: '服务时间',
        sort: '排序',
        status: ['状态', enabledFlagLabels],
      }}
      form={(editing, close) => <CustomerFormDialog customer={editing} onClose={close} />}
    />
  );
}
