import { type components, exportGoodsTurnoverRanking, pageGoodsTurnoverRanking } from '@zc/sdk';
import { useList } from '@/shared/list/use-list.ts';
import { defineChart } from '@/shared/ui/Chart/chart-spec.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { goodsPeriodFilters } from '../shared/filters.ts';
import { ReportPage } from '../shared/ReportPage.tsx';

type Goods = components['schemas']['GoodsTurnover'];

const chart = defineChart<Goods>({
  title: '商品成交金额排行',
  x: 'goodsName',
  xLabel: '商品名称',
  horizontal: true,
  series: [{ name: '成交金额（元）', field: 'amount', type: 'bar' }],
});
const columns = columnsOf<Goods>({
  rank: '排名',
  goodsName: '商品名称',
  categoryName: '品目',
  dealCount: '成交笔数',
  quantity: '成交数量',
  amount: ['成交金额（元）', 'money'],
  avgPrice: ['均价（元）', 'money'],
  supplierCount: '供应商数',
});

/** /commodity-turnover-ranking: the goods of the period by deal amount, the top of the page as bars. */
export function GoodsRankingPage() {
  return (
    <ReportPage
      list={useList(pageGoodsTurnoverRanking, goodsPeriodFilters)}
      label="商品成交排行"
      exportCall={exportGoodsTurnoverRanking}
      charts={[chart]}
      columns={columns}
    />
  );
}
