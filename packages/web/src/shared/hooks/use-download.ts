import { useMutation } from '@tanstack/react-query';
import { type Download, type Input, type Operation, type OperationId, saveDownload } from '@zc/sdk';

/**
 * An export or file download: calls the operation and saves what it answers under the server's file name.
 * A failure is shown by the SDK's warning toast; nothing else changes, so no query is refreshed.
 */
export function useDownload<K extends OperationId>(operation: Operation<K>) {
  return useMutation({
    mutationFn: (input: Input<K>) => (operation as unknown as (input: Input<K>) => Promise<Download>)(input),
    onSuccess: saveDownload,
  });
}
