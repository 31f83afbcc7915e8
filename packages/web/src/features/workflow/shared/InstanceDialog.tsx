import { useState } from 'react';
import { Button } from '@/shared/ui/Button.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { type InstanceOf, InstanceProgress } from './InstanceProgress.tsx';

/** A process instance, or the latest one approving a record, and what the dialog's title names: the process, or the
 * record it approves. */
type Instance = InstanceOf & { title: string };

/** 流程进度 of a row's process instance (or its record's flow): its diagram with the path taken, and its history. */
export function useInstanceDialog() {
  const [shown, setShown] = useState<Instance>();
  const dialog = shown && (
    <Dialog
      open
      onOpenChange={(open) => !open && setShown(undefined)}
      title={`流程进度：${shown.title}`}
      width="w-[960px]"
    >
      <InstanceProgress
        of={
          'processInstanceId' in shown
            ? { processInstanceId: shown.processInstanceId }
            : { businessKey: shown.businessKey }
        }
      />
    </Dialog>
  );
  const button = (instance: Instance) => (
    <Button variant="text" size="sm" onClick={() => setShown(instance)}>
      流程进度
    </Button>
  );
  return { show: setShown, button, dialog };
}
