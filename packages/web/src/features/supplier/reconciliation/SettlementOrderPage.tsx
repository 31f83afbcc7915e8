import { Link } from '@tanstack/react-router';
import { type components, supplierOrderList } from '@zc/sdk';
import { invoiceStatusLabels } from '@zc/sdk/labels';
import { useList } from '@/shared/list/use-list.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { settlementFilters, settlementTabs } from './filters.ts';
import { StateTabs, withoutField } from './ListTabs.tsx';

const columns = columnsOf<components['schemas']['Order']>({
  orderNo: {
    header: '订单编号',
    cell: (order) => (
      <Link to="/local-supplier-detail" search={{ id: order.id }} className="text-brand hover:underline">
        {order.orderNo}
      </Link>
    ),
  },
  purchaserName: '采购单位',
  buyerName: '下单人',
  goodsAmount: ['商品金额', 'money'],
  freight: ['运费', 'money'],
  totalPrice: ['结算金额', 'money'],
  invoiceStatus: ['开票状态', invoiceStatusLabels],
  createTime: ['下单时间', 'dateTime'],
  receiveTime: ['收货时间', 'dateTime'],
});

/** Orders open for settlement come first. */
const toSettle = 6;

/**
 * 本地供应商结算: the local supplier's orders to settle (received) and settled (completed), from its order list;
 * each opens on /local-supplier-detail. The documents give the page only this call; the two states are our design.
 */
export function SettlementOrderPage() {
  const list = useList(supplierOrderList, settlementFilters, { query: { status: toSettle } });
  return (
    <ListPage label="本地供应商结算" list={withoutField(list, 'status')} columns={columns}>
      <StateTabs
        label="结算状态"
        list={list}
        name="status"
        tabs={settlementTabs}
        current={list.search.status ?? toSettle}
      />
    </ListPage>
  );
}
