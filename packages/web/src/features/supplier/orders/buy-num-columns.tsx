import { Link } from '@tanstack/react-router';
import type { components } from '@zc/sdk';
import { orderBuyNumDetailHandleStatusLabels } from '@zc/sdk/labels';
import type { ReactNode } from 'react';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';

type BuyNumChange = components['schemas']['OrderBuyNumDetail'];

/** The columns of a buy-number change, on the list and on an order's change page. */
export const buyNumColumns = (actions: (row: BuyNumChange) => ReactNode) =>
  columnsOf<BuyNumChange>({
    orderNo: {
      header: '订单编号',
      cell: (row) => (
        <Link to="/local-supplier-buy-num-detail" search={{ id: row.orderId }} className="text-brand hover:underline">
          {row.orderNo}
        </Link>
      ),
    },
    goodsName: '商品名称',
    price: ['单价', 'money'],
    originalNum: { header: '原数量', align: 'right' },
    changeNum: { header: '变更后数量', align: 'right' },
    changeAmount: ['金额变化', 'money'],
    reason: '变更原因',
    purchaserName: '采购单位',
    applicantName: '申请人',
    createTime: ['申请时间', 'dateTime'],
    handleStatus: ['处理状态', orderBuyNumDetailHandleStatusLabels],
    handleRemark: '处理意见',
    actions: { header: '操作', cell: actions },
  });
