import { ConfirmHost } from './ConfirmDialog/ConfirmHost.tsx';
import { LoadingMask } from './LoadingMask/LoadingMask.tsx';
import { Toaster } from './Toast/Toaster.tsx';

/** What the imperative helpers need on screen: toasts, `confirm()` questions and the loading mask. Mount once at the root. */
export function AppOverlays() {
  return (
    <>
      <LoadingMask />
      <Toaster />
      <ConfirmHost />
    </>
  );
}
