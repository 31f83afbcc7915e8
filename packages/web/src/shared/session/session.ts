// The signed-in session as React state: read from the SDK's storage, refreshed when the SDK signs in or out.
import { onSdkEvent, readSession, type Session } from '@zc/sdk';
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
let current: Session | null = readSession();

/** Re-reads the stored session (after a login, a refresh or a sign-out). */
export function refreshSessionState() {
  current = readSession();
  for (const listener of listeners) listener();
}

onSdkEvent('sessionEnded', refreshSessionState);

export const sessionState = () => current;

export function useSession(): Session | null {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, sessionState);
}
