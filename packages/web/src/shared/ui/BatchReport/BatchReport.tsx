import { Button } from '@/shared/ui/Button.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';

export interface BatchOutcome {
  /** What the batch did, as a sentence (已解除 3 名用户). */
  done: string;
  /** Each row that did not go through, with the platform's reason. */
  failed: string[];
  /** What the rows left are, after their count (项未完成, 条未删除). */
  notDone?: string;
}

/** What a batch did, and each row it could not do with the reason (`runEach` collects both). */
export function BatchReport({
  title,
  outcome,
  onClose,
}: {
  title: string;
  outcome: BatchOutcome;
  onClose: () => void;
}) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      width="w-[480px]"
      footer={
        <Button variant="primary" onClick={onClose}>
          知道了
        </Button>
      }
    >
      <div role="status" className="flex flex-col gap-2 text-sm">
        <p>
          {outcome.done}
          {outcome.failed.length > 0 && `，${outcome.failed.length} ${outcome.notDone ?? '项未完成'}：`}
        </p>
        {outcome.failed.length > 0 && (
          <ul className="max-h-60 list-disc overflow-auto pl-5 text-red-600">
            {outcome.failed.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
