// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { expect, it } from 'vitest';
import { useGetBrand, useUpdateBrand } from '../src/generated/hooks.gen.ts';
import { getBrand, updateBrand } from '../src/generated/operations.gen.ts';
import { queryKeyOf } from '../src/query.ts';
import { api, server, withApiServer } from './support.ts';

withApiServer();

const brand = (name: string) => ({ id: '7', name, isShow: 1, auditStatus: 1 });

it('keys queries by domain, operation and input, and refreshes the domain after a mutation', async () => {
  let name = '得力';
  server.use(
    http.get(`${api}/api/brands/:id`, () => HttpResponse.json({ code: 200, msg: '', data: brand(name) })),
    http.put(`${api}/api/brands/`, async ({ request }) => {
      name = ((await request.json()) as { name: string }).name;
      return HttpResponse.json({ code: 200, msg: '', data: true });
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  expect(queryKeyOf(getBrand, { path: { id: '7' } })).toEqual(['catalogue', 'getBrand', { path: { id: '7' } }]);
  expect(updateBrand.meta).toMatchObject({ tag: 'catalogue', method: 'put', path: '/api/brands/' });

  const { result } = renderHook(() => ({ query: useGetBrand({ path: { id: '7' } }), save: useUpdateBrand() }), {
    wrapper,
  });
  await waitFor(() => expect(result.current.query.data?.name).toBe('得力'));
  await act(() => result.current.save.mutateAsync({ body: { id: '7', name: '晨光' } as never }));
  await waitFor(() => expect(result.current.query.data?.name).toBe('晨光'));
});
