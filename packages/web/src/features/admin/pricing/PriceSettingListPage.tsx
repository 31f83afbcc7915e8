import {
  addSelfOperatedPriceSetting,
  deleteSelfOperatedPriceSetting,
  pageSelfOperatedPriceSettings,
  updateSelfOperatedPriceSetting,
} from '@zc/sdk';
import { enabledFlagLabels } from '@zc/sdk/labels';
import { selfOperatedPriceSettingFormSchema } from '@zc/sdk/schemas';
import { useList } from '@/shared/list/use-list.ts';
import { CrudListPage } from '@/shared/ui/Crud/CrudListPage.tsx';
import { useSupplierLabels } from '../shared/suppliers.tsx';
import { priceSettingFilters } from './filters.ts';
import { PriceSettingFormDialog } from './PriceSettingFormDialog.tsx';

/** 价格折扣: the self-operated price settings, a mark-up rate per supplier and category. */
export function PriceSettingListPage() {
  return (
    <CrudListPage
      list={useList(pageSelfOperatedPriceSettings, priceSettingFilters, { labels: useSupplierLabels() })}
      kind="价格折扣"
      nameOf={(setting) => `${setting.supplierName ?? ''}·${setting.itemCategoryName ?? ''}`}
      calls={{
        add: addSelfOperatedPriceSetting,
        edit: updateSelfOperatedPriceSetting,
        remove: deleteSelfOperatedPriceSetting,
      }}
      toggle={{ field: 'isEnable', schema: selfOperatedPriceSettingFormSchema }}
      columns={{
        supplierName: '供应商',
        itemCategoryName: '商品分类',
        rate: { header: '加价比例（%）', align: 'right' },
        isEnable: ['状态', enabledFlagLabels],
        remark: '备注',
        operatorName: '操作人',
        updateTime: ['更新时间', 'dateTime'],
      }}
      form={(editing, close) => <PriceSettingFormDialog setting={editing} onClose={close} />}
    />
  );
}
