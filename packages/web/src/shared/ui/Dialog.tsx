import * as RadixDialog from '@radix-ui/react-dialog';
import type { ComponentProps, ReactNode } from 'react';
import { CloseIcon } from './icons.tsx';

export interface DialogProps {
  open: boolean;
  /** Called with false when the user closes the dialog (Esc, the close button, a click outside). */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Read out with the title; omit when the body speaks for itself. */
  description?: ReactNode;
  children: ReactNode;
  /** The buttons row at the bottom, right-aligned. */
  footer?: ReactNode;
  /** Tailwind width class of the panel. */
  width?: string;
  /** 'alertdialog' for confirmations. */
  role?: 'dialog' | 'alertdialog';
  /** Hides the × in the corner (confirmations answer with their buttons). */
  hideClose?: boolean;
  /** Radix hooks to intercept closing (a dirty form asks first). */
  contentProps?: Pick<
    ComponentProps<typeof RadixDialog.Content>,
    'onEscapeKeyDown' | 'onPointerDownOutside' | 'onInteractOutside' | 'onOpenAutoFocus'
  >;
}

/** The platform's modal dialog over Radix: overlay, centred panel, title, optional close button and footer. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  width = 'w-[520px]',
  role = 'dialog',
  hideClose = false,
  contentProps,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-[900] bg-black/40" />
        <RadixDialog.Content
          {...contentProps}
          role={role}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={`fixed top-1/2 left-1/2 z-[901] flex max-h-[85vh] max-w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-md bg-white shadow-xl focus:outline-none ${width}`}
        >
          <div className="flex items-center justify-between border-b border-slate-100 px-5 py-3">
            <RadixDialog.Title className="text-base font-medium text-slate-800">{title}</RadixDialog.Title>
            {!hideClose && (
              <RadixDialog.Close aria-label="关闭" className="text-slate-500 hover:text-slate-600">
                <CloseIcon />
              </RadixDialog.Close>
            )}
          </div>
          <div className="overflow-y-auto px-5 py-4">
            {description && (
              <RadixDialog.Description className="text-sm text-slate-600">{description}</RadixDialog.Description>
            )}
            {children}
          </div>
          {footer && <div className="flex justify-end gap-2 border-t border-slate-100 px-5 py-3">{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
