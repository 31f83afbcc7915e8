import { withMockBackend } from '@test/support/mock-backend.tsx';
import { server } from '@zc/mocks/node';
import { resetPassword } from '@zc/sdk';
import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { reportErrors } from './report-errors.ts';

withMockBackend();

// What the page reported to POST /error/info, in order.
const reports: Record<string, unknown>[] = [];
const record = ({ request }: { request: Request }) => {
  if (new URL(request.url).pathname === '/error/info')
    void request
      .clone()
      .json()
      .then((body) => reports.push(body));
};
beforeAll(reportErrors);
beforeEach(() => {
  reports.length = 0;
  server.events.on('request:start', record);
});
afterEach(() => server.events.removeListener('request:start', record));

it('reports a script error with its type, code 0, message and page URL', async () => {
  window.dispatchEvent(new ErrorEvent('error', { message: 'Cannot read properties of undefined' }));
  await expect
    .poll(() => reports)
    .toEqual([{ type: 'script', code: 0, message: 'Cannot read properties of undefined', url: window.location.href }]);
});

it('reports a failed call with its status, status text, URL, method and data', async () => {
  const body = { phone: '138', code: '', password: '' };
  await resetPassword({ body: body as never }).catch(() => undefined);
  await expect.poll(() => reports).toHaveLength(1);
  expect(reports[0]).toEqual({
    type: 'ajax',
    status: 400,
    statusText: expect.any(String),
    url: 'http://mock.test/api/register/resetPassword',
    method: 'POST',
    data: JSON.stringify(body),
  });
});
