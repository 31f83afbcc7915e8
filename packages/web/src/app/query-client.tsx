// The app's one query cache. Only the layouts that read through TanStack Query load it, so the login page, the first
// page of most visits, does without it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { onSdkEvent } from '@zc/sdk';
import type { ReactNode } from 'react';

export const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
// Nothing the last user read may stay cached once the session ends, however it ends.
onSdkEvent('sessionEnded', () => queryClient.clear());

export function WithQueries({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
