import { useSyncExternalStore } from 'react';
import { SpinnerIcon } from '../icons.tsx';
import { loading } from './loading.ts';

/** The full-screen '加载中' mask while any counted request is in flight; mount it once at the root of the app. */
export function LoadingMask() {
  const busy = useSyncExternalStore(loading.subscribe, loading.count, loading.count) > 0;
  if (!busy) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      aria-busy="true"
      className="fixed inset-0 z-[950] flex flex-col items-center justify-center gap-2 bg-white/60 text-brand"
    >
      <SpinnerIcon width={32} height={32} />
      <span className="text-sm">加载中</span>
    </div>
  );
}
