// The web project's test files share one module graph (they run without isolation, which spares each file the app's
// imports and the mock store's seed), so what the app's modules keep between renders is put back after every test.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { queryClient } from '@/app/query-client.tsx';
import { resetTabs } from '@/app/tabs.ts';
import { toastStore } from '@/shared/ui/Toast/toast.ts';

afterEach(() => {
  cleanup();
  queryClient.clear();
  resetTabs();
  toastStore.clear();
});
