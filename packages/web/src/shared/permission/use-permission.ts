import { onSdkEvent, readSession } from '@zc/sdk';
import { useSyncExternalStore } from 'react';
import { hasPermission, type PermissionValue } from './permission.ts';

// The button list is read from storage on every render (a few reads, no cache to go stale after a login in this tab);
// other tabs' logins and logouts and the SDK's session end re-render the gates.
const subscribe = (listener: () => void) => {
  window.addEventListener('storage', listener);
  const off = onSdkEvent('sessionEnded', listener);
  return () => {
    window.removeEventListener('storage', listener);
    off();
  };
};
const snapshot = () => (readSession()?.buttonList ?? []).join('\n');

/** The stored button permission list of the signed-in user (empty without a session). */
export function useButtonList(): string[] {
  const joined = useSyncExternalStore(subscribe, snapshot, () => '');
  return joined ? joined.split('\n') : [];
}

/** Whether the signed-in user may use what `value` names; see `hasPermission`. */
export function usePermission(value: PermissionValue): boolean {
  return hasPermission(value, useButtonList());
}
