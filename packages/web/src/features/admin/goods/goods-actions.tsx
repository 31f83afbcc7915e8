import { type components, setGoodsState } from '@zc/sdk';
import { useSetGoodsIsAid, useSetGoodsState } from '@zc/sdk/react';
import { useState } from 'react';
import { useMayCall } from '@/shared/permission/may-call.tsx';
import { usePermission } from '@/shared/permission/use-permission.ts';
import { type BatchOutcome, BatchReport } from '@/shared/ui/BatchReport/BatchReport.tsx';
import { runEach } from '@/shared/ui/BatchReport/run-each.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { confirm } from '@/shared/ui/ConfirmDialog/confirm.ts';
import { type RowAction, RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { FormDialog } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { TextAreaField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { rejectSchema, shelfOffSchema } from './goods-forms.ts';

type Goods = components['schemas']['GoodsItem'];

/** The platform's changes of a goods item's state: what each is called, the state it sets and the states it is for. */
const changes = {
  approve: { action: '审核通过', goodsState: 1, from: [3] },
  reject: { action: '审核驳回', goodsState: 4, from: [3] },
  on: { action: '上架', goodsState: 1, from: [0, 2] },
  off: { action: '下架', goodsState: 2, from: [1] },
} as const;
type Change = keyof typeof changes;
/** Changes the supplier must be told the reason of. */
const reasoned = { reject: rejectSchema, off: shelfOffSchema };

const described = (rows: Goods[]) => (rows.length === 1 ? `商品“${rows[0]?.name}”` : `选中的 ${rows.length} 件商品`);

/**
 * What 线上商品管理 does to goods: review, shelf on and off (after a confirmation, or with the reason the supplier
 * reads), the aid flag; a batch reports each item it could not change with the platform's reason.
 */
export function useGoodsManagement() {
  const setState = useSetGoodsState();
  const setAid = useSetGoodsIsAid();
  const [asking, setAsking] = useState<{ change: keyof typeof reasoned; rows: Goods[] }>();
  const [report, setReport] = useState<{ title: string; outcome: BatchOutcome }>();

  const apply = async (change: Change, rows: Goods[], reason?: string) => {
    const { action, goodsState } = changes[change];
    const call = (goods: Goods) => setState.mutateAsync({ body: { ids: [goods.id], goodsState, reason } });
    if (rows.length === 1) {
      await call(rows[0] as Goods);
      toast.success(`已${action}`);
      return;
    }
    const { done, failed } = await runEach(rows, (goods) => goods.sku, call);
    setReport({ title: `批量${action}`, outcome: { done: `已${action} ${done} 件商品`, failed, notDone: '件未完成' } });
  };

  const change = async (kind: Change, rows: Goods[]) => {
    if (kind === 'reject' || kind === 'off') return setAsking({ change: kind, rows });
    const { action } = changes[kind];
    if (await confirm({ title: `商品${action}`, message: `确定${action}${described(rows)}吗？` }))
      await apply(kind, rows).catch(() => {});
  };

  const markAid = (rows: Goods[], isAid: 0 | 1) =>
    setAid.mutate(
      { body: { ids: rows.map((goods) => goods.id), isAid } },
      { onSuccess: () => toast.success(isAid ? '已设为帮扶商品' : '已取消帮扶标识') },
    );

  const dialogs = (
    <>
      {asking && (
        <FormDialog
          open
          onOpenChange={(open) => !open && setAsking(undefined)}
          title={`${changes[asking.change].action}：${described(asking.rows)}`}
          schema={reasoned[asking.change]}
          width="w-[520px]"
          defaultValues={{ reason: '' }}
          submitText={changes[asking.change].action}
          onSubmit={({ reason }) => apply(asking.change, asking.rows, reason)}
        >
          {(form) => (
            <TextAreaField
              form={form}
              name="reason"
              label={asking.change === 'reject' ? '驳回原因' : '下架原因'}
              required
              hint="最多 200 个字符，供应商可见"
            />
          )}
        </FormDialog>
      )}
      {report && <BatchReport {...report} onClose={() => setReport(undefined)} />}
    </>
  );
  return { change, markAid, dialogs };
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
    danger: kind === 'reject' || kind === 'off',
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
