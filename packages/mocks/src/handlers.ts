// The mock backend's request handlers: the guard against what no operation takes, the QA controls, then every spec
// operation.
import { getResponse, HttpResponse, http } from 'msw';
import { access } from './access.ts';
import { mockConfig } from './config.ts';
import { smsQaHandlers } from './domains/accounts/registration.ts';
import { captchaAnswer, sessionRefusal } from './domains/accounts/session.ts';
import { domains } from './domains/index.ts';
import { clockNow, clockOffset, moveClock, setClockOffset } from './engine/clock.ts';
import type { Handlers } from './engine/define.ts';
import { formatDateTime } from './engine/random.ts';
import { createHttpHandlers, refusal, requestGuard, specServes } from './engine/router.ts';
import { type Changes, store } from './engine/store.ts';
import { lastSeedMs, resetToSeed, rowCounts } from './seed.ts';

/** Every domain's handlers, keyed by operationId. */
export const operationHandlers: Handlers = Object.assign({}, ...domains.map((domain) => domain.handlers));

/**
 * QA controls, outside the spec: the last seed's time, reset to the seed, read a captcha's answer or the changes, change
 * token lifetimes, move the clock.
 */
const qaHandlers = [
  ...smsQaHandlers,
  http.get('*/__mock/seed', () =>
    HttpResponse.json({ code: 200, msg: '', data: { seedMs: Math.round(lastSeedMs), rows: rowCounts() } }),
  ),
  http.post('*/__mock/reset', async () => {
    const resetMs = Math.round(await resetToSeed());
    return HttpResponse.json({
      code: 200,
      msg: '已恢复初始数据',
      data: { seedMs: Math.round(lastSeedMs), resetMs, rows: rowCounts() },
    });
  }),
  http.get('*/__mock/captcha/:key', ({ params }) => {
    const code = captchaAnswer(String(params.key));
    return HttpResponse.json({ code: code ? 200 : 404, msg: code ? '' : '验证码不存在或已过期', data: code });
  }),
  // Every change since the seed, and changes applied on top of the store: a QA scenario saved and loaded again, or a
  // copy of the store kept in step with this one (the contract suite against a live mock).
  http.get('*/__mock/changes', () => HttpResponse.json({ code: 200, msg: '', data: store.changes() })),
  http.post('*/__mock/changes', async ({ request }) => {
    await store.apply((await request.json()) as Changes);
    return HttpResponse.json({ code: 200, msg: '已导入数据变更', data: rowCounts() });
  }),
  // The clock every window of the projects domain is judged by; a reset (or DELETE) puts it back to the real time.
  http.get('*/__mock/clock', () => HttpResponse.json({ code: 200, msg: '', data: clock() })),
  http.post('*/__mock/clock', async ({ request }) => {
    const problem = moveClock((await request.json().catch(() => ({}))) as { by?: unknown; to?: unknown });
    if (problem) return HttpResponse.json({ code: 400, msg: problem, data: null }, { status: 400 });
    return HttpResponse.json({ code: 200, msg: '已拨动模拟时钟', data: clock() });
  }),
  http.delete('*/__mock/clock', () => {
    setClockOffset(0);
    return HttpResponse.json({ code: 200, msg: '模拟时钟已恢复为真实时间', data: clock() });
  }),
  http.get('*/__mock/config', () => HttpResponse.json({ code: 200, msg: '', data: mockConfig })),
  http.post('*/__mock/config', async ({ request }) => {
    Object.assign(mockConfig, (await request.json()) as Partial<typeof mockConfig>);
    return HttpResponse.json({ code: 200, msg: '', data: mockConfig });
  }),
];

/** The mock clock as the QA control answers it. */
const clock = () => ({ now: formatDateTime(clockNow()), offsetMs: clockOffset() });

export const handlers = [
  requestGuard,
  ...qaHandlers,
  ...createHttpHandlers({
    handlers: operationHandlers,
    access,
    auth: { sessionRefusal },
    transaction: (work) => store.transaction(work),
  }),
];

/** A path the mock does not serve: its 404, readable from any origin as the mock's other answers are. */
export const notFound = () => refusal(404, '接口不存在', { 'access-control-allow-origin': '*' });

/** Whether the mock answers `path`: a spec operation's or a QA control's; anything else is the app's to serve. */
export const serves = (path: string) => path.startsWith('/__mock/') || specServes(path);

/** The mock's answer to a request, in the server and the service worker alike. */
export const answer = async (request: Request) => (await getResponse(handlers, request)) ?? notFound();
