import type { ReactNode } from 'react';
import { Button } from '../Button.tsx';
import { Dialog } from '../Dialog.tsx';

export interface ConfirmOptions {
  /** '提示' by default. */
  title?: string;
  message: ReactNode;
  /** '确定' by default. */
  confirmText?: string;
  /** '取消' by default. */
  cancelText?: string;
  /** A red confirm button for deletions and other irreversible steps. */
  danger?: boolean;
}

export interface ConfirmDialogProps extends ConfirmOptions {
  open: boolean;
  onConfirm: () => void;
  /** Cancel, Esc, or a click outside. */
  onCancel: () => void;
}

/** Asks one yes/no question. The cancel button takes the focus first, so Enter on an accident does not delete. */
export function ConfirmDialog({
  open,
  title = '提示',
  message,
  confirmText = '确定',
  cancelText = '取消',
  danger = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      title={title}
      description={message}
      role="alertdialog"
      hideClose
      width="w-[420px]"
      footer={
        <>
          <Button onClick={onCancel}>{cancelText}</Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm}>
            {confirmText}
          </Button>
        </>
      }
    >
      {null}
    </Dialog>
  );
}
