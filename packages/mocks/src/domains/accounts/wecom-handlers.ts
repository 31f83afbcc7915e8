// Platform users bound to chat-app (企业微信) users, so that the chat app's messages and sign-in reach them (/bind).
import { z } from 'zod';
import { defineHandlers } from '../../engine/define.ts';
import { entitySchema } from '../../engine/entities.ts';
import { contains, newestFirst, paginate } from '../../engine/paging.ts';
import { daysFromSeedDay, formatDateTime, now } from '../../engine/random.ts';
import { fail, Table } from '../../engine/store.ts';
import { accountTables as t } from '../../tables/accounts.ts';

/** One row per bound user, keyed by the user's id (so a user is bound once). */
const bindings = new Table('wecomBindings', z.object({ id: z.string() }).and(entitySchema('WecomBinding')));

/** Two buyers bound from the start, derived from the seeded accounts (no random draw). */
export async function seedWecomBindings() {
  for (const [index, [account, wecomUserId]] of (
    [
      ['caigou01', 'WangCaiGou'],
      ['shenpi01', 'ZhaoShenPi'],
    ] as const
  ).entries()) {
    const user = t.users.all().find((row) => row.account === account);
    if (!user) continue;
    bindings.insert({
      id: user.id,
      userId: user.id,
      account: user.account,
      fullName: user.fullName,
      ...(user.orgName && { orgName: user.orgName }),
      wecomUserId,
      bindTime: formatDateTime(daysFromSeedDay(-60 + index)),
    });
  }
}

export const wecomHandlers = defineHandlers({
  pageWecomBindings: ({ input }) => {
    const query = input.query ?? {};
    const rows = bindings
      .all()
      .filter(
        (row) =>
          contains(row.account, query.account) &&
          contains(row.fullName, query.fullName) &&
          contains(row.wecomUserId, query.wecomUserId),
      );
    return paginate(newestFirst(rows, 'bindTime'), query);
  },

  bindWecomUser: async ({ input }) => {
    const { userId, wecomUserId } = input.body;
    const user = t.users.require(userId, '用户');
    if (user.status === 0) fail(`账号“${user.account}”已停用，不能绑定`);
    if (bindings.get(user.id)) fail(`账号“${user.account}”已绑定企业微信用户，请先解除绑定`);
    const taken = bindings.all().find((row) => row.wecomUserId === wecomUserId);
    if (taken) fail(`企业微信用户“${wecomUserId}”已绑定账号“${taken.account}”`);
    const { id: _id, ...binding } = await bindings.insert({
      id: user.id,
      userId: user.id,
      account: user.account,
      fullName: user.fullName,
      ...(user.orgName && { orgName: user.orgName }),
      wecomUserId,
      bindTime: now(),
    });
    return binding;
  },

  unbindWecomUser: ({ input }) => {
    if (!bindings.get(input.path.userId)) fail('该用户未绑定企业微信');
    bindings.remove(input.path.userId);
    return true;
  },
});

/** A deleted user's binding goes with it. */
export const removeWecomBinding = (userId: string) => {
  if (bindings.get(userId)) bindings.remove(userId);
};
