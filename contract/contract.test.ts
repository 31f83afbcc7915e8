// The contract suite: spec ↔ backend. In-process against the mock backend (msw/node), or against any live server
// with CONTRACT_BASE_URL=http://host:port (the standalone mock by default is `npm run mock:server`).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { specValidator } from '@zc/sdk/spec';
import { describe, expect, it } from 'vitest';
import { checked, handled, live, operations, realisticRequest, send, withContractBackend } from './client.ts';
import { malformedRequest } from './requests.ts';

const pendingFile = new URL('pending-handlers.json', import.meta.url);

withContractBackend();

describe.runIf(!live)('handlers', () => {
  it('exist for every operation but those still listed in contract/pending-handlers.json', () => {
    const missing = operations
      .map(({ operation }) => operation.operationId)
      .filter((id) => !handled.has(id))
      .sort();
    console.info(`handlers: ${operations.length - missing.length} of ${operations.length} operations`);
    if (process.env.UPDATE_PENDING) writeFileSync(pendingFile, `${JSON.stringify(missing, null, 2)}\n`);
    const pending = existsSync(pendingFile) ? (JSON.parse(readFileSync(pendingFile, 'utf8')) as string[]) : [];
    expect(missing, 'operations without a handler (UPDATE_PENDING=1 rewrites the list)').toEqual(pending);
  });
});

describe.sequential('a realistic request', () => {
  it.each(checked.map((entry) => [entry.operation.operationId, entry] as const))(
    '%s answers as the spec says',
    async (operationId, entry) => {
      const { request, as } = await realisticRequest(entry);
      const response = await send(entry, request, as);
      const isJson = Object.keys(entry.operation.responses['200']?.content ?? {}).every(
        (type) => type === 'application/json',
      );
      expect(response.status, await response.clone().text()).toBe(200);
      if (!isJson) return;
      const body = await response.json();
      expect(body.code, body.msg).toBeOneOf([0, 200]);
      expect(specValidator().response(operationId, 200, body)).toEqual([]);
    },
  );
});

describe.sequential('a malformed request', () => {
  const malformable = checked.filter((entry) => malformedRequest(entry.operation, {}) !== null);
  it.each(malformable.map((entry) => [entry.operation.operationId, entry] as const))(
    '%s is refused with the 400 envelope',
    async (_, entry) => {
      const { request, as } = await realisticRequest(entry);
      const response = await send(entry, malformedRequest(entry.operation, request) ?? request, as);
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body).toMatchObject({ code: 400, data: null });
      expect(body.msg).toMatch(/^参数错误：/);
    },
  );
});
