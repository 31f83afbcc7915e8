// How the app shows what the SDK reports (spec 01 §8): server messages as warning toasts, missing permissions,
// and the loading mask for every call outside its whitelist.
import { onSdkEvent } from '@zc/sdk';
import { loading } from '../shared/ui/LoadingMask/loading.ts';
import { toast } from '../shared/ui/Toast/toast.ts';

/** Subscribes the app to the SDK's events; answers the unsubscribe (tests stop listening between files). */
export function showSdkEvents() {
  const stops = [
    onSdkEvent('warning', ({ message }) => toast.warning(message)),
    onSdkEvent('forbidden', () => toast.warning('没有权限执行该操作')),
    onSdkEvent('requestStart', ({ path }) => loading.start(path)),
    onSdkEvent('requestEnd', ({ path }) => loading.end(path)),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
