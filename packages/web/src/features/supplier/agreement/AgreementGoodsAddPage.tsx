import { listSupplierGoods } from '@zc/sdk';
import { itemTypeLabels } from '@zc/sdk/labels';
import { useList } from '@/shared/list/use-list.ts';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { StateTabs, withoutFilter } from '@/shared/ui/ListPage/StateTabs.tsx';
import { goodsToAddFilters } from './filters.ts';
import { agreementGoodsColumns } from './goods-columns.tsx';
import { TurnIntoAgreementGoods } from './TurnIntoAgreementGoods.tsx';

const columns = agreementGoodsColumns('销售价');
// Agreement goods come from the supplier's other goods: the kinds they can be turned from.
const sourceTypes = [1, 2, 3] as const;

/** 新增协议商品: picks goods of another kind and turns them into agreement goods. */
export function AgreementGoodsAddPage() {
  const list = useList(listSupplierGoods, goodsToAddFilters, { query: { itemType: sourceTypes[0] } });
  return (
    <ListPage
      label="可转为协议商品的商品"
      list={withoutFilter(list, 'itemType')}
      columns={columns}
      batchActions={(goods) => <TurnIntoAgreementGoods goods={goods} />}
    >
      <StateTabs label="商品类型" name="itemType" list={list} tabs={sourceTypes} labels={itemTypeLabels} />
    </ListPage>
  );
}
