import { type components, supplierOrderList } from '@zc/sdk';
import { orderStatusLabels } from '@zc/sdk/labels';
import type { FilterDeclaration, Filters } from '@/shared/list/filters.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { chooser } from '@/shared/ui/RecordPage/RecordChooser.tsx';

type Order = components['schemas']['Order'];

/** The supplier's orders an order page offers: those of the list it is opened from (its filters and fixed query). */
export const orderChooser = <D extends FilterDeclaration>(
  filters: Filters<D>,
  query: { orderType?: Order['orderType']; status?: Order['status'] },
) =>
  chooser({
    noun: '订单',
    operation: supplierOrderList,
    filters,
    query,
    columns: columnsOf<Order>({
      orderNo: '订单编号',
      purchaserName: '采购单位',
      totalPrice: ['订单金额', 'money'],
      status: ['订单状态', orderStatusLabels],
      createTime: ['下单时间', 'dateTime'],
    }),
    open: (order) => ({ id: order.id }),
    name: (order) => order.orderNo,
  });
