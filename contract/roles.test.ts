// The role matrix: every secured operation asked by every role. A role the operation's `x-roles` leaves out gets the
// 403 envelope and the backend changes nothing; a role it names is never refused for its role (only for a row the
// request names that is not its own). Requests are the malformed ones where an operation has one: the role is checked
// before validation, so an allowed role gets 400 there without any write, and a refused one 403.
import { mayCall } from '@zc/sdk';
import { afterAll, describe, expect, it } from 'vitest';
import {
  accountOf,
  backendChanges,
  checked,
  type Entry,
  isPublic,
  type Role,
  send,
  session,
  withContractBackend,
} from './client.ts';
import { exampleRequest, malformedRequest } from './requests.ts';

withContractBackend();

const roles = Object.keys(accountOf) as Role[];
const secured = checked.filter((entry) => !isPublic(entry));
const tally = { refused: 0, allowed: 0, rowRefused: 0 };

async function ask(entry: Entry, role: Role) {
  const example = exampleRequest(entry.operation);
  const response = await send(entry, malformedRequest(entry.operation, example) ?? example, role);
  return { status: response.status, body: await response.text() };
}

afterAll(() => {
  console.info(
    `role matrix: ${secured.length} operations × ${roles.length} roles = ${secured.length * roles.length} checked, ${tally.refused} refused, ${tally.allowed} allowed (${tally.rowRefused} of them refused the row their request names)`,
  );
});

describe.sequential('every secured operation', () => {
  it.each(secured.map((entry) => [entry.operation.operationId, entry] as const))(
    '%s answers only to its roles',
    async (_, entry) => {
      const verdicts = await Promise.all(
        roles.map(async (role) => ({
          role,
          allowed: mayCall(entry.operation['x-roles'], (await session(role)).roles),
        })),
      );
      // Refused roles first, so that nothing an allowed call writes is taken for a refused call's write.
      const before = await backendChanges();
      for (const { role } of verdicts.filter(({ allowed }) => !allowed)) {
        const { status, body } = await ask(entry, role);
        expect(status, `${accountOf[role]}: ${body}`).toBe(403);
        expect(JSON.parse(body), accountOf[role]).toMatchObject({ code: 403, data: null });
        tally.refused++;
      }
      expect(await backendChanges(), 'a refused call changed the backend').toBe(before);
      const namesRow = entry.path.includes('{');
      for (const { role } of verdicts.filter(({ allowed }) => allowed)) {
        const { status, body } = await ask(entry, role);
        if (status === 403) {
          expect(namesRow, `${accountOf[role]} is refused for its role: ${body}`).toBe(true);
          tally.rowRefused++;
        }
        tally.allowed++;
      }
    },
  );
});
