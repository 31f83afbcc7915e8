import { lazy, Suspense, useSyncExternalStore } from 'react';
import { confirmStore } from './confirm.ts';

// The dialog's code (Radix) is fetched on the first question, not with the first page.
const ConfirmDialog = lazy(() => import('./ConfirmDialog.tsx').then((module) => ({ default: module.ConfirmDialog })));

/** Shows the questions of `confirm()`; mount it once at the root of the app. */
export function ConfirmHost() {
  const request = useSyncExternalStore(confirmStore.subscribe, confirmStore.current, confirmStore.current);
  if (!request) return null;
  const { id, resolve: _resolve, ...options } = request;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        key={id}
        {...options}
        open
        onConfirm={() => confirmStore.answer(id, true)}
        onCancel={() => confirmStore.answer(id, false)}
      />
    </Suspense>
  );
}
