import { useNavigate } from '@tanstack/react-router';
import { type components, pageAdminSourcing } from '@zc/sdk';
import { sourcingStatusLabels, sourcingSupplierScopeLabels } from '@zc/sdk/labels';
import { useList } from '@/shared/list/use-list.ts';
import { RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { sourcingFilters } from './filters.ts';

export type Sourcing = components['schemas']['Sourcing'];

/** The columns an inquiry is known by, in the list and in the chooser of its page. */
export const sourcingColumns = columnsOf<Sourcing>({
  sourcingNo: '询价编号',
  sourcingName: '询价标题',
  purchaserOrgName: '采购单位',
  status: ['询价状态', sourcingStatusLabels],
  quoteCount: { header: '报价数', align: 'right' },
});

/** 寻源报价管理: every unit's inquiries by phase, each opened with its quotations. */
export function SourcingListPage() {
  const navigate = useNavigate();
  const list = useList(pageAdminSourcing, sourcingFilters);
  const columns = [
    ...sourcingColumns,
    ...columnsOf<Sourcing>({
      quoteEndTime: ['报价截止', 'dateTime'],
      budgetAmount: ['预算金额', 'money'],
      supplierScope: ['寻源方式', sourcingSupplierScopeLabels],
      actions: {
        header: '操作',
        cell: (sourcing) => (
          <RowActions
            actions={[
              {
                label: '查看报价',
                onClick: () => navigate({ to: '/sourcing-manager-offer-info', search: { id: sourcing.id } }),
              },
            ]}
          />
        ),
      },
    }),
  ];
  return <ListPage label="询价列表" list={list} columns={columns} />;
}
