import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { listSupplierGoods, querySupplierGoods } from '@zc/sdk';
import { queryShownBrandsByNameQueryOptions, useChangeGoodsState, useSetGoodsIsAid } from '@zc/sdk/react';
import { type ReactNode, useState } from 'react';
import { useListSearch } from '../../../app/page.tsx';
import { formatDateTime } from '../../../shared/format/date.ts';
import { labelOf, optionsOf } from '../../../shared/format/labels.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { Permission } from '../../../shared/permission/Permission.tsx';
import { Button } from '../../../shared/ui/Button.tsx';
import { confirm } from '../../../shared/ui/ConfirmDialog/confirm.ts';
import { createColumns, tableQuery } from '../../../shared/ui/DataTable/DataTable.tsx';
import { Field } from '../../../shared/ui/Field.tsx';
import type { FilterField } from '../../../shared/ui/FilterBar/FilterBar.tsx';
import { LegacyListPage as ListPage } from '../../../shared/ui/ListPage/ListPage.tsx';
import { toast } from '../../../shared/ui/Toast/toast.ts';
import { CategoryTreeSelect } from './category/CategoryTreeSelect.tsx';
import { GoodsDetailDialog } from './GoodsDetailDialog.tsx';
import { PriceHistoryDialog, StateHistoryDialog } from './GoodsHistoryDialogs.tsx';
import { IdentifyUrlDialog } from './IdentifyUrlDialog.tsx';
import { ItemTypeDialog } from './ItemTypeDialog.tsx';
import {
  aidLabels,
  canEdit,
  canShelfOff,
  canShelfOn,
  type Goods,
  type GoodsState,
  goodsStateLabels,
  type ItemType,
  itemTypeLabels,
} from './labels.ts';

const column = createColumns<Goods>();
const SELF_OPERATED: ItemType = 1;

type Dialog =
  | { kind: 'detail' | 'states' | 'prices'; goods: Goods }
  | { kind: 'itemType'; goods: Goods[] }
  | { kind: 'identify' };

const numberOrUndefined = <T extends number>(value: string | undefined) =>
  value === undefined ? undefined : (Number(value) as T);

/**
 * A supplier's goods with their filters (state, lazy category tree, brand, sku, name), shelf on and off one by one or
 * in a batch, the aid flag, kind transfer, details and the state and price histories. `selfOperated` is the
 * 自营商品上架 list: only self-operated goods, queried through the body-filtered call, with adding and editing.
 */
export function GoodsList({ selfOperated = false }: { selfOperated?: boolean }) {
  const list = useListSearch();
  const [dialog, setDialog] = useState<Dialog>();
  const close = () => setDialog(undefined);
  const { name, sku, goodsState, brandId, itemType, categoryId, categoryName } = list.filters;
  const filter = {
    name,
    sku,
    brandId,
    categoryId,
    goodsState: numberOrUndefined<GoodsState>(goodsState),
    itemType: selfOperated ? SELF_OPERATED : numberOrUndefined<ItemType>(itemType),
  };
  const input = { ...filter, current: list.page.current, size: list.page.size };
  const goods = useQuery({
    // POST listSupplier is a read with its filter in the body; both lists are keyed under the goods domain, so every
    // goods change refreshes them.
    queryKey: ['goods', selfOperated ? 'querySupplierGoods' : 'listSupplierGoods', input],
    queryFn: () => (selfOperated ? querySupplierGoods({ body: input }) : listSupplierGoods({ query: input })),
    placeholderData: keepPreviousData,
  });
  const brands = useQuery(queryShownBrandsByNameQueryOptions());
  const changeState = useChangeGoodsState();
  const setAid = useSetGoodsIsAid();

  const shelf = async (rows: Goods[], on: boolean) => {
    const action = on ? '上架' : '下架';
    const what = rows.length === 1 ? `商品“${rows[0]?.name}”` : `选中的 ${rows.length} 件商品`;
    if (!(await confirm({ title: `商品${action}`, message: `确定${action}${what}吗？`, danger: !on }))) return;
    changeState.mutate(
      { query: { goodsState: on ? 1 : 2 }, body: rows.map((row) => row.id) },
      { onSuccess: () => toast.success(on ? '已提交上架' : '下架成功') },
    );
  };
  const markAid = (rows: Goods[], isAid: 0 | 1) =>
    setAid.mutate(
      { body: { ids: rows.map((row) => row.id), isAid } },
      { onSuccess: () => toast.success(isAid ? '已设为帮扶商品' : '已取消帮扶标识') },
    );

  const rowButton = (label: string, onClick: () => void): ReactNode => (
    <Button variant="text" size="sm" onClick={onClick}>
      {label}
    </Button>
  );
  const columns = [
    column.accessor('mainImage', {
      header: '图片',
      cell: (cell) => cell.getValue() && <img src={cell.getValue()} alt="" className="h-10 w-10 object-contain" />,
    }),
    column.accessor('name', { header: '商品名称', meta: { className: 'min-w-60 max-w-80' } }),
    column.accessor('sku', { header: 'SKU' }),
    column.accessor('brandName', { header: '品牌' }),
    column.accessor((row) => row.categoryPath ?? row.categoryName, { id: 'category', header: '分类' }),
    column.accessor('price', {
      header: '售价（元）',
      meta: { align: 'right' },
      cell: (c) => formatMoney(c.getValue()),
    }),
    column.accessor('marketPrice', {
      header: '市场价（元）',
      meta: { align: 'right' },
      cell: (c) => formatMoney(c.getValue()),
    }),
    column.accessor('stock', { header: '库存', meta: { align: 'right' } }),
    column.accessor('goodsState', {
      header: '状态',
      cell: (cell) => <span title={cell.row.original.auditRemark}>{labelOf(goodsStateLabels, cell.getValue())}</span>,
    }),
    ...(selfOperated
      ? []
      : [column.accessor('itemType', { header: '商品类型', cell: (c) => labelOf(itemTypeLabels, c.getValue()) })]),
    column.accessor('isAid', { header: '帮扶', cell: (cell) => labelOf(aidLabels, cell.getValue()) }),
    column.accessor('upShelfTime', { header: '上架时间', cell: (cell) => formatDateTime(cell.getValue()) }),
    column.display({
      id: 'actions',
      header: '操作',
      meta: { className: 'whitespace-nowrap' },
      cell: ({ row: { original: row } }) => (
        <div className="flex flex-wrap gap-x-1">
          {rowButton('详情', () => setDialog({ kind: 'detail', goods: row }))}
          {/* E-commerce goods come from the supplier's shop and are changed there. */}
          {row.itemType !== 2 && canEdit(row.goodsState) && (
            <Permission value="goods:edit">
              <Link
                to="/supplier-commerce-putawayt-add"
                search={{ id: row.id }}
                className="inline-flex h-7 items-center px-2.5 text-xs text-brand hover:underline"
              >
                编辑
              </Link>
            </Permission>
          )}
          <Permission value="goods:shelf">
            {canShelfOn(row.goodsState) && rowButton('上架', () => shelf([row], true))}
            {canShelfOff(row.goodsState) && rowButton('下架', () => shelf([row], false))}
          </Permission>
          {rowButton('状态记录', () => setDialog({ kind: 'states', goods: row }))}
          {rowButton('调价记录', () => setDialog({ kind: 'prices', goods: row }))}
        </div>
      ),
    }),
  ];

  const filters: FilterField[] = [
    { name: 'name', label: '商品名称' },
    { name: 'sku', label: 'SKU' },
    { type: 'select', name: 'goodsState', label: '商品状态', options: optionsOf(goodsStateLabels) },
    {
      type: 'select',
      name: 'brandId',
      label: '品牌',
      options: (brands.data ?? []).map((brand) => ({ value: brand.id, label: brand.name })),
    },
    ...(selfOperated
      ? []
      : [{ type: 'select', name: 'itemType', label: '商品类型', options: optionsOf(itemTypeLabels) } as const]),
  ];

  return (
    <>
      <ListPage
        label={selfOperated ? '自营商品列表' : '商品列表'}
        list={list}
        filters={filters}
        toolbar={
          selfOperated ? (
            <Permission value="goods:add">
              <Link
                to="/supplier-commerce-putawayt-add"
                className="inline-flex h-8 items-center rounded border border-brand bg-brand px-4 text-sm text-white hover:opacity-90"
              >
                新增自营商品
              </Link>
            </Permission>
          ) : (
            <Button onClick={() => setDialog({ kind: 'identify' })}>识别商品链接</Button>
          )
        }
        columns={columns}
        batchActions={(rows) => (
          <>
            <Permission value="goods:shelf">
              <Button size="sm" variant="primary" onClick={() => shelf(rows, true)}>
                批量上架
              </Button>
              <Button size="sm" onClick={() => shelf(rows, false)}>
                批量下架
              </Button>
            </Permission>
            <Permission value="goods:aid">
              <Button size="sm" onClick={() => markAid(rows, 1)}>
                设为帮扶
              </Button>
              <Button size="sm" onClick={() => markAid(rows, 0)}>
                取消帮扶
              </Button>
            </Permission>
            <Permission value="goods:itemType">
              <Button size="sm" onClick={() => setDialog({ kind: 'itemType', goods: rows })}>
                转换类型
              </Button>
            </Permission>
          </>
        )}
        {...tableQuery(goods)}
      >
        <Field label="商品分类" layout="left" className="w-96 rounded bg-white px-4 py-3">
          {(control) => (
            <CategoryTreeSelect
              {...control}
              clearable
              value={categoryId ? { id: categoryId, path: categoryName ?? '' } : undefined}
              onChange={(choice) =>
                list.search({ ...list.filters, categoryId: choice?.id, categoryName: choice?.path })
              }
            />
          )}
        </Field>
      </ListPage>
      {dialog?.kind === 'detail' && <GoodsDetailDialog goods={dialog.goods} onClose={close} />}
      {dialog?.kind === 'states' && <StateHistoryDialog goods={dialog.goods} onClose={close} />}
      {dialog?.kind === 'prices' && <PriceHistoryDialog goods={dialog.goods} onClose={close} />}
      {dialog?.kind === 'itemType' && <ItemTypeDialog goods={dialog.goods} onClose={close} />}
      {dialog?.kind === 'identify' && (
        <IdentifyUrlDialog
          onClose={close}
          onShowSku={(found) => {
            close();
            list.search({ sku: found });
          }}
        />
      )}
    </>
  );
}
