import type { components } from '@zc/sdk';
import type { ReactNode } from 'react';
import { NoticeBody } from '@/features/notices/NoticeBody.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';

type Notice = components['schemas']['Notice'];

/** A notice as it reads on the notice board, with its state and the approver's opinion. */
export function NoticeDialog({ notice, onClose, footer }: { notice: Notice; onClose: () => void; footer?: ReactNode }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={notice.title} width="w-[720px]" footer={footer}>
      <NoticeBody notice={notice} />
    </Dialog>
  );
}
