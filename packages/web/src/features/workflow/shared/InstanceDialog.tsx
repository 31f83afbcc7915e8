import { useState } from 'react';
import { Button } from '@/shared/ui/Button.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { InstanceProgress } from './InstanceProgress.tsx';

interface Instance {
  processInstanceId: string;
  /** What the dialog's title names: the process, or the record it approves. */
  title: string;
}

/** 流程进度 of a row's process instance: its diagram with the path taken, and its approval history. */
export function useInstanceDialog() {
  const [shown, setShown] = useState<Instance>();
  const dialog = shown && (
    <Dialog
      open
      onOpenChange={(open) => !open && setShown(undefined)}
      title={`流程进度：${shown.title}`}
      width="w-[960px]"
    >
      <InstanceProgress of={{ processInstanceId: shown.processInstanceId }} />
    </Dialog>
  );
  const button = (instance: Instance) => (
    <Button variant="text" size="sm" onClick={() => setShown(instance)}>
      流程进度
    </Button>
  );
  return { show: setShown, button, dialog };
}
