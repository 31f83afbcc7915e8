import { addFreight, deleteFreight, pageFreights, updateFreight } from '@zc/sdk';
import { enabledFlagLabels, flagLabels } from '@zc/sdk/labels';
import { freightFormSchema } from '@zc/sdk/schemas';
import { labelsOf } from '@/features/admin/shared/pickers.tsx';
import { useList } from '@/shared/list/use-list.ts';
import { CrudListPage } from '@/shared/ui/Crud/CrudListPage.tsx';
import { useSupplierOptions } from '../../shared/suppliers.tsx';
import { FreightFormDialog } from './FreightFormDialog.tsx';
import { freightFilters } from './filters.ts';

/** 运费管理: each supplier's delivery charges by province, as orders are charged them. */
export function FreightListPage() {
  return (
    <CrudListPage
      list={useList(pageFreights, freightFilters, { labels: { supplierId: labelsOf(useSupplierOptions()) } })}
      kind="运费规则"
      nameOf={(freight) => freight.ruleName}
      calls={{ add: addFreight, edit: updateFreight, remove: deleteFreight }}
      toggle={{ field: 'status', schema: freightFormSchema }}
      batchRemove
      columns={{
        ruleName: '规则名称',
        supplierName: '供应商',
        areaNames: '配送地区',
        baseFreight: ['运费（元）', 'money'],
        freeThreshold: ['包邮门槛（元）', 'money'],
        isDefault: ['默认规则', flagLabels],
        status: ['状态', enabledFlagLabels],
      }}
      form={(editing, close) => <FreightFormDialog freight={editing} onClose={close} />}
    />
  );
}
