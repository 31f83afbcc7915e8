// The web project's test files share one module graph (they run without isolation, which spares each file the app's
// imports and the mock store's seed), so what the app's modules keep is put back as an isolated file would find it:
// each file starts with empty storage and no session, and each test leaves no cache, tabs or toasts behind.
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { queryClient } from '@/app/query-client.tsx';
import { resetTabs } from '@/app/tabs.ts';
import { refreshSessionState } from '@/shared/session/session.ts';
import { toastStore } from '@/shared/ui/Toast/toast.ts';

function resetShared() {
  cleanup();
  queryClient.clear();
  resetTabs();
  toastStore.clear();
}

beforeAll(() => {
  localStorage.clear();
  sessionStorage.clear();
  refreshSessionState();
  resetShared();
});
afterEach(resetShared);
