import { Link } from '@tanstack/react-router';
import { listSupplierGoods } from '@zc/sdk';
import { useList } from '@/shared/list/use-list.ts';
import { Permission } from '@/shared/permission/Permission.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { agreementGoodsFilters } from './filters.ts';
import { agreementGoodsColumns } from './goods-columns.tsx';

const columns = agreementGoodsColumns('协议价');

/** 协议商品: this supplier's goods sold at an agreement price (itemType 4). */
export function AgreementGoodsPage() {
  const list = useList(listSupplierGoods, agreementGoodsFilters, { query: { itemType: 4 } });
  const toolbar = (
    <Permission value="goods:itemType">
      <Link
        to="/supplier-agreement-goods-add"
        className="inline-flex h-8 items-center rounded border border-brand bg-brand px-4 text-sm text-white hover:bg-brand-strong"
      >
        新增协议商品
      </Link>
    </Permission>
  );
  return <ListPage label="协议商品" list={list} toolbar={toolbar} columns={columns} />;
}
