import { addPurchaseQuota, deletePurchaseQuota, pagePurchaseQuotas, updatePurchaseQuota } from '@zc/sdk';
import { enabledFlagLabels, purchaseQuotaPeriodLabels } from '@zc/sdk/labels';
import { purchaseQuotaFormSchema } from '@zc/sdk/schemas';
import { labelsOf, usePurchaserOrgOptions } from '@/features/admin/shared/pickers.tsx';
import { formatMoney } from '@/shared/format/money.ts';
import { useList } from '@/shared/list/use-list.ts';
import { CrudListPage } from '@/shared/ui/Crud/CrudListPage.tsx';
import { quotaFilters } from './filters.ts';
import { QuotaFormDialog } from './QuotaFormDialog.tsx';

/** 采购额度: what units and buyers may buy per category and period, and what they have used of it. */
export function QuotaListPage() {
  return (
    <CrudListPage
      list={useList(pagePurchaseQuotas, quotaFilters, { labels: { orgId: labelsOf(usePurchaserOrgOptions()) } })}
      kind="采购限额"
      nameOf={(quota) => `${quota.userName ?? quota.orgName}·${quota.categoryName}`}
      calls={{ add: addPurchaseQuota, edit: updatePurchaseQuota, remove: deletePurchaseQuota }}
      toggle={{ field: 'status', schema: purchaseQuotaFormSchema }}
      batchRemove
      columns={{
        orgName: '采购单位',
        userName: { header: '用户', cell: (quota) => quota.userName ?? '整个单位' },
        categoryName: '品类',
        period: ['周期', purchaseQuotaPeriodLabels],
        year: '年度',
        quotaAmount: ['限额（元）', 'money'],
        usedAmount: ['已使用（元）', 'money'],
        left: {
          header: '剩余（元）',
          align: 'right',
          cell: (q) => formatMoney(Math.max(0, q.quotaAmount - q.usedAmount)),
        },
        status: ['状态', enabledFlagLabels],
      }}
      form={(editing, close) => <QuotaFormDialog quota={editing} onClose={close} />}
    />
  );
}
