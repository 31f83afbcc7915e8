import { type components, setGoodsState } from '@zc/sdk';
import { useSetGoodsIsAid, useSetGoodsState } from '@zc/sdk/react';
import { useMayCall } from '@/shared/permission/may-call.tsx';
import { usePermission } from '@/shared/permission/use-permission.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { type RowAction, RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { type Decision, useReviewDecision } from '../shared/review-decision.tsx';
import { rejectReason, shelfOffReason } from './goods-forms.ts';

type Goods = components['schemas']['GoodsItem'];

/** The platform's changes of a goods item's state: what each is called, the state it sets and the states it is for. */
const changes = {
  approve: { action: '审核通过', goodsState: 1, from: [3] },
  reject: { action: '审核驳回', goodsState: 4, from: [3], reason: { label: '驳回原因', schema: rejectReason } },
  on: { action: '上架', goodsState: 1, from: [0, 2] },
  off: { action: '下架', goodsState: 2, from: [1], reason: { label: '下架原因', schema: shelfOffReason } },
} as const;
type Change = keyof typeof changes;

/**
 * What 线上商品管理 does to goods: review, shelf on and off (after a confirmation, or with the reason the supplier
 * reads), the aid flag; a batch reports each item it could not change with the platform's reason.
 */
export function useGoodsManagement() {
  const setState = useSetGoodsState();
  const setAid = useSetGoodsIsAid();
  const review = useReviewDecision<Goods>({
    noun: '商品',
    unit: '件',
    applicant: '供应商',
    nameOf: (goods) => goods.name,
    keyOf: (goods) => goods.sku,
  });
  const decisionOf = (kind: Change): Decision<Goods> => {
    const { goodsState, ...change } = changes[kind];
    return {
      ...change,
      call: (goods, reason) => setState.mutateAsync({ body: { ids: [goods.id], goodsState, reason } }),
    };
  };

  const markAid = (rows: Goods[], isAid: 0 | 1) =>
    setAid.mutate(
      { body: { ids: rows.map((goods) => goods.id), isAid } },
      { onSuccess: () => toast.success(isAid ? '已设为帮扶商品' : '已取消帮扶标识') },
    );

  return {
    change: (kind: Change, rows: Goods[]) => review.decide(decisionOf(kind), rows),
    markAid,
    dialogs: review.dialogs,
  };
}

export type GoodsManagement = ReturnType<typeof useGoodsManagement>;

/** Review and shelve: the call's role and the 商品状态管理 button it names. */
function useMayChangeState() {
  const mayCall = useMayCall(setGoodsState);
  const holdsButton = usePermission('goods:state');
  return mayCall && holdsButton;
}

/** A goods row's review and shelf actions as its state allows, and the aid flag under 更多. */
export function ManagedGoodsRowActions({ goods, manage }: { goods: Goods; manage: GoodsManagement }) {
  const mayChange = useMayChangeState();
  const mayAid = usePermission('goods:aid');
  const stateActions: RowAction[] = (Object.keys(changes) as Change[]).map((kind) => ({
    label: changes[kind].action,
    onClick: () => manage.change(kind, [goods]),
    danger: 'reason' in changes[kind],
    hidden: !mayChange || !(changes[kind].from as readonly number[]).includes(goods.goodsState),
  }));
  const aid: RowAction = {
    label: goods.isAid === 1 ? '取消帮扶' : '设为帮扶',
    onClick: () => manage.markAid([goods], goods.isAid === 1 ? 0 : 1),
    hidden: !mayAid,
  };
  return (
    <RowActions actions={[...stateActions, aid]} inline={stateActions.filter((action) => !action.hidden).length} />
  );
}

/** What the selected goods may have done to them together. */
export function ManagedGoodsBatchActions({ rows, manage }: { rows: Goods[]; manage: GoodsManagement }) {
  const mayChange = useMayChangeState();
  const mayAid = usePermission('goods:aid');
  return (
    <>
      {mayChange &&
        (Object.keys(changes) as Change[]).map((kind) => (
          <Button key={kind} size="sm" onClick={() => manage.change(kind, rows)}>
            批量{changes[kind].action}
          </Button>
        ))}
      {mayAid && (
        <>
          <Button size="sm" onClick={() => manage.markAid(rows, 1)}>
            设为帮扶
          </Button>
          <Button size="sm" onClick={() => manage.markAid(rows, 0)}>
            取消帮扶
          </Button>
        </>
      )}
    </>
  );
}
