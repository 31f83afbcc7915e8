import { addCustomer, type components, deleteCustomer, pageCustomers, updateCustomer } from '@zc/sdk';
import { customerCustomerTypeLabels, enabledFlagLabels } from '@zc/sdk/labels';
import { useDeleteCustomer, useUpdateCustomer } from '@zc/sdk/react';
import { customerFormSchema } from '@zc/sdk/schemas';
import { useList } from '@/shared/list/use-list.ts';
import { CrudListPage } from '@/shared/ui/Crud/CrudListPage.tsx';
import { CustomerFormDialog } from './CustomerFormDialog.tsx';
import { customerFilters } from './filters.ts';

type Customer = components['schemas']['Customer'];

/** 客服管理: the platform's service contacts and the suppliers', as the mall shows them. */
export function CustomerListPage() {
  return (
    <CrudListPage<Customer>
      label="客服列表"
      list={useList(pageCustomers, customerFilters)}
      crud={{
        kind: '客服',
        nameOf: (customer) => customer.name,
        calls: { add: addCustomer, edit: updateCustomer, remove: deleteCustomer },
        remove: useDeleteCustomer(),
        toggle: { field: 'status', schema: customerFormSchema, update: useUpdateCustomer() },
        batchRemove: true,
      }}
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
