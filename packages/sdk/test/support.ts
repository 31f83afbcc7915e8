import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { onSdkEvent, type SdkEvents } from '../src/events.ts';
import { sdkConfig } from '../src/http.ts';
import { type Session, writeSession } from '../src/session.ts';

export const api = 'http://api.test';
export const server = setupServer();

/** A signed-in purchaser whose access token is `token`. */
export function signIn(token = 'h.p.old', overrides: Partial<Session> = {}) {
  writeSession({
    accessToken: token,
    tokenType: 'bearer',
    refreshToken: 'refresh-1',
    userId: '1001',
    jti: 'jti-1',
    userName: 'caigou01',
    authorities: ['purchaser'],
    userToken: token.split('.')[2] ?? '',
    userType: 0,
    fullName: '王采购',
    buttonList: [],
    ...overrides,
  });
}

/** Records every SDK event for the assertions of a test. */
export function recordEvents() {
  const seen: { [K in keyof SdkEvents]: SdkEvents[K][] } = {
    warning: [],
    forbidden: [],
    sessionEnded: [],
    requestFailed: [],
    requestStart: [],
    requestEnd: [],
  };
  const stops = (Object.keys(seen) as (keyof SdkEvents)[]).map((name) =>
    onSdkEvent(name, (event) => (seen[name] as unknown[]).push(event)),
  );
  const stop = () => {
    for (const unsubscribe of stops) unsubscribe();
  };
  return { seen, stop };
}

export function withApiServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    sdkConfig.baseUrl = api;
    sdkConfig.timeoutMs = 300_000;
    localStorage.clear();
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
