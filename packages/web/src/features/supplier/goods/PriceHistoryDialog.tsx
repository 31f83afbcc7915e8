import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { pageOrderDetailPriceChangesQueryOptions } from '@zc/sdk/react';
import { useState } from 'react';
import { changeRateColumn, HistoryDialog } from '@/features/goods-history/HistoryDialogs.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { tableQuery } from '@/shared/ui/DataTable/DataTable.tsx';
import { listPaging } from '@/shared/ui/DataTable/paging.ts';

type Goods = components['schemas']['GoodsItem'];
type PriceChange = components['schemas']['OrderDetailPriceChange'];

const priceColumns = columnsOf<PriceChange>({
  createTime: ['变动时间', 'dateTime'],
  beforePrice: ['原价（元）', 'money'],
  afterPrice: ['现价（元）', 'money'],
  changeRate: changeRateColumn,
  orderNo: '关联订单',
});

/** 调价记录: the price changes of one goods item (the /dlzldb price-change query, paged by page and limit). */
export function PriceHistoryDialog({ goods, onClose }: { goods: Goods; onClose: () => void }) {
  const [page, setPage] = useState({ current: 1, size: listPaging.defaultSize });
  const query = useQuery({
    ...pageOrderDetailPriceChangesQueryOptions({
      query: { goodsId: goods.id, page: page.current, limit: page.size },
    }),
    placeholderData: keepPreviousData,
  });
  return (
    <HistoryDialog
      goods={goods}
      onClose={onClose}
      label="调价记录"
      columns={priceColumns}
      page={page}
      onPageChange={setPage}
      paging={listPaging}
      {...tableQuery(query)}
      emptyText="暂无调价记录"
    />
  );
}
