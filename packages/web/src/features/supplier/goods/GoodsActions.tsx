import { Link, useNavigate } from '@tanstack/react-router';
import type { components } from '@zc/sdk';
import { useChangeGoodsState, useSetGoodsIsAid } from '@zc/sdk/react';
import { useState } from 'react';
import { StateHistoryDialog } from '@/features/goods-history/HistoryDialogs.tsx';
import { Permission } from '@/shared/permission/Permission.tsx';
import { usePermission } from '@/shared/permission/use-permission.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { confirm } from '@/shared/ui/ConfirmDialog/confirm.ts';
import { type RowAction, RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { GoodsDetailDialog } from './GoodsDetailDialog.tsx';
import { IdentifyUrlDialog } from './IdentifyUrlDialog.tsx';
import { ItemTypeDialog } from './ItemTypeDialog.tsx';
import { PriceHistoryDialog } from './PriceHistoryDialog.tsx';
import { canEdit, canShelfOff, canShelfOn } from './rules.ts';

type Goods = components['schemas']['GoodsItem'];
type Dialog =
  | { kind: 'detail' | 'states' | 'prices'; goods: Goods }
  | { kind: 'itemType'; goods: Goods[] }
  | { kind: 'identify' };

/**
 * What a goods list does to its goods: shelf on and off after a confirmation, the aid flag, and the dialogs it opens
 * (`dialog` is rendered beside the list). `showSku` shows the goods of an identified shop url in the list.
 */
export function useGoodsActions({ showSku }: { showSku: (sku: string) => void }) {
  const [dialog, setDialog] = useState<Dialog>();
  const changeState = useChangeGoodsState();
  const setAid = useSetGoodsIsAid();
  const close = () => setDialog(undefined);
  return {
    open: setDialog,
    shelf: async (rows: Goods[], on: boolean) => {
      const action = on ? '上架' : '下架';
      const what = rows.length === 1 ? `商品“${rows[0]?.name}”` : `选中的 ${rows.length} 件商品`;
      if (!(await confirm({ title: `商品${action}`, message: `确定${action}${what}吗？`, danger: !on }))) return;
      changeState.mutate(
        { query: { goodsState: on ? 1 : 2 }, body: rows.map((row) => row.id) },
        { onSuccess: () => toast.success(on ? '已提交上架' : '下架成功') },
      );
    },
    markAid: (rows: Goods[], isAid: 0 | 1) =>
      setAid.mutate(
        { body: { ids: rows.map((row) => row.id), isAid } },
        { onSuccess: () => toast.success(isAid ? '已设为帮扶商品' : '已取消帮扶标识') },
      ),
    dialog: (
      <>
        {dialog?.kind === 'detail' && <GoodsDetailDialog goods={dialog.goods} onClose={close} />}
        {dialog?.kind === 'states' && <StateHistoryDialog goods={dialog.goods} onClose={close} />}
        {dialog?.kind === 'prices' && <PriceHistoryDialog goods={dialog.goods} onClose={close} />}
        {dialog?.kind === 'itemType' && <ItemTypeDialog goods={dialog.goods} onClose={close} />}
        {dialog?.kind === 'identify' && (
          <IdentifyUrlDialog
            onClose={close}
            onShowSku={(sku) => {
              close();
              showSku(sku);
            }}
          />
        )}
      </>
    ),
  };
}

export type GoodsActions = ReturnType<typeof useGoodsActions>;

/** A goods row's actions on one line, as its state and the user's permissions allow: the rest under 更多. */
export function GoodsRowActions({ goods, actions }: { goods: Goods; actions: GoodsActions }) {
  const navigate = useNavigate();
  const mayEdit = usePermission('goods:edit');
  const mayShelf = usePermission('goods:shelf');
  const primary: RowAction[] = [
    { label: '详情', onClick: () => actions.open({ kind: 'detail', goods }) },
    {
      label: '编辑',
      onClick: () => navigate({ to: '/supplier-commerce-putawayt-add', search: { id: goods.id } }),
      // E-commerce goods come from the supplier's shop and are changed there.
      hidden: !mayEdit || goods.itemType === 2 || !canEdit(goods.goodsState),
    },
    { label: '上架', onClick: () => actions.shelf([goods], true), hidden: !mayShelf || !canShelfOn(goods.goodsState) },
    {
      label: '下架',
      onClick: () => actions.shelf([goods], false),
      hidden: !mayShelf || !canShelfOff(goods.goodsState),
    },
  ];
  // The histories are always under 更多, so each action stays where the user last found it.
  const histories: RowAction[] = [
    { label: '状态记录', onClick: () => actions.open({ kind: 'states', goods }) },
    { label: '调价记录', onClick: () => actions.open({ kind: 'prices', goods }) },
  ];
  return <RowActions actions={[...primary, ...histories]} inline={primary.filter((action) => !action.hidden).length} />;
}

/** 新增自营商品: the self-operated goods list's way to the goods editor. */
export function AddSelfGoodsLink() {
  return (
    <Permission value="goods:add">
      <Link
        to="/supplier-commerce-putawayt-add"
        className="inline-flex h-8 items-center rounded border border-brand bg-brand px-4 text-sm text-white hover:bg-brand-strong"
      >
        新增自营商品
      </Link>
    </Permission>
  );
}

/** 识别商品链接: finds the goods of a shop url. */
export const IdentifyUrlButton = ({ actions }: { actions: GoodsActions }) => (
  <Button onClick={() => actions.open({ kind: 'identify' })}>识别商品链接</Button>
);

/** What the selected goods may have done to them together. */
export function GoodsBatchActions({ rows, actions }: { rows: Goods[]; actions: GoodsActions }) {
  return (
    <>
      <Permission value="goods:shelf">
        <Button size="sm" variant="primary" onClick={() => actions.shelf(rows, true)}>
          批量上架
        </Button>
        <Button size="sm" onClick={() => actions.shelf(rows, false)}>
          批量下架
        </Button>
      </Permission>
      <Permission value="goods:aid">
        <Button size="sm" onClick={() => actions.markAid(rows, 1)}>
          设为帮扶
        </Button>
        <Button size="sm" onClick={() => actions.markAid(rows, 0)}>
          取消帮扶
        </Button>
      </Permission>
      <Permission value="goods:itemType">
        <Button size="sm" onClick={() => actions.open({ kind: 'itemType', goods: rows })}>
          转换类型
        </Button>
      </Permission>
    </>
  );
}
