import { type components, pageAdminAbleOrders } from '@zc/sdk';
import { accountSideLabels, orderStatusLabels } from '@zc/sdk/labels';
import { useList } from '@/shared/list/use-list.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { labelsOf, usePurchaserOrgOptions } from '../../shared/pickers.tsx';
import { useSupplierLabels } from '../../shared/suppliers.tsx';
import { ableOrderFilters } from './filters.ts';
import { GenerateAdminStatement } from './GenerateAdminStatement.tsx';
import type { AccountSide } from './sides.ts';

const columns = columnsOf<components['schemas']['Order']>({
  orderNo: '订单编号',
  supplierName: '供应商',
  purchaserName: '采购单位',
  buyerName: '下单人',
  totalPrice: ['订单金额', 'money'],
  status: ['订单状态', orderStatusLabels],
  createTime: ['下单时间', 'dateTime'],
});

/** The received orders in no statement yet; the administrator picks some of one supplier and purchaser into one. */
export function StatementSelectPage({ side }: { side: AccountSide }) {
  const labels = { purchaserId: labelsOf(usePurchaserOrgOptions()), ...useSupplierLabels() };
  const list = useList(pageAdminAbleOrders, ableOrderFilters, { labels });
  return (
    <ListPage
      label={`可生成${accountSideLabels[side]}的订单`}
      list={list}
      columns={columns}
      batchActions={(orders) => <GenerateAdminStatement side={side} orders={orders} />}
    />
  );
}
