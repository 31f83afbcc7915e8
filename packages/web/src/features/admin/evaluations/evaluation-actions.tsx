import { type components, hideEvaluate, replyEvaluate } from '@zc/sdk';
import { useHideEvaluate } from '@zc/sdk/react';
import { type ReactNode, useState } from 'react';
import { EvaluationDetails } from '@/features/evaluation/EvaluationDetails.tsx';
import { useMayCall } from '@/shared/permission/may-call.tsx';
import { confirm } from '@/shared/ui/ConfirmDialog/confirm.ts';
import type { RowAction } from '@/shared/ui/controls/RowActions.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { ReplyDialog } from './ReplyDialog.tsx';

type Evaluate = components['schemas']['Evaluate'];

/** 查看, 隐藏 or 显示 (once confirmed) and 回复 of an evaluation row, as far as the administrator's calls allow. */
export function useEvaluationActions(): { actionsOf: (row: Evaluate) => RowAction[]; dialogs: ReactNode } {
  const hide = useHideEvaluate();
  const mayHide = useMayCall(hideEvaluate);
  const mayReply = useMayCall(replyEvaluate);
  const [viewing, setViewing] = useState<Evaluate>();
  const [replying, setReplying] = useState<Evaluate>();
  const toggle = async (row: Evaluate) => {
    const hiding = row.isHidden !== 1;
    const message = hiding
      ? `确定隐藏“${row.goodsName}”的这条评价吗？隐藏后商城商品详情不再展示，采购人和供应商仍可查看。`
      : `确定重新在商城展示“${row.goodsName}”的这条评价吗？`;
    if (!(await confirm({ title: hiding ? '隐藏评价' : '显示评价', message }))) return;
    await hide.mutateAsync({ body: { id: row.id, isHidden: hiding ? 1 : 0 } });
    toast.success(hiding ? '评价已隐藏' : '评价已显示');
  };
  return {
    actionsOf: (row) => [
      { label: '查看', onClick: () => setViewing(row) },
      { label: row.isHidden === 1 ? '显示' : '隐藏', onClick: () => toggle(row).catch(() => {}), hidden: !mayHide },
      { label: '回复', onClick: () => setReplying(row), hidden: !mayReply },
    ],
    dialogs: (
      <>
        {viewing && (
          <Dialog open onOpenChange={(open) => !open && setViewing(undefined)} title="评价详情" width="w-[900px]">
            <EvaluationDetails evaluation={viewing} />
          </Dialog>
        )}
        {replying && <ReplyDialog evaluation={replying} onClose={() => setReplying(undefined)} />}
      </>
    ),
  };
}
