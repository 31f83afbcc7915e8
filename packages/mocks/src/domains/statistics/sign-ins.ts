// Sign-ins, read from the login log (sysLogs of type 1, which every sign-in of a known account writes): each one with
// the user's kind and unit (/supplier-login-details), and the successful ones per day and kind (/login-trend-chart).

import { signInRowResultLabels, userKindLabels } from '@zc/sdk/labels';
import { defineHandlers } from '../../engine/define.ts';
import type { Entity } from '../../engine/entities.ts';
import { between, contains, newestFirst } from '../../engine/paging.ts';
import { formatDate } from '../../engine/random.ts';
import { accountTables } from '../../tables/accounts.ts';
import { platformTables } from '../../tables/platform.ts';
import { roleType } from '../accounts/seed.ts';
import { type Query, report } from './reports.ts';

type UserKind = Entity<'SignInRow'>['userKind'];

/** A user's kind from its roles: an administrator's role outweighs the others, a supplier's a purchaser's. */
function kindOf(user: Entity<'User'> | undefined): UserKind {
  const types = new Set((user?.roles ?? []).map((role) => role.roleType));
  if (types.has(roleType.admin)) return 3;
  return types.has(roleType.supplier) ? 2 : 1;
}

/** Every sign-in of the query's period, kind, user and outcome, newest first. */
function signIns(query: Query): Entity<'SignInRow'>[] {
  const rows = platformTables.sysLogs
    .all()
    .filter((log) => log.logType === 1 && between(log.createTime, query.startTime, query.endTime))
    .map((log): Entity<'SignInRow'> => {
      const user = log.userId ? accountTables.users.get(log.userId) : undefined;
      const orgName = user && accountTables.orgs.get(user.orgId)?.orgNameZh;
      return {
        id: log.id,
        loginTime: log.createTime,
        userName: log.userName,
        ...(user?.fullName && { fullName: user.fullName }),
        userKind: kindOf(user),
        ...(orgName && { orgName }),
        ip: log.ip,
        result: log.result,
        ...(log.errorMsg && { errorMsg: log.errorMsg }),
      };
    })
    .filter(
      (row) =>
        (query.userKind === undefined || row.userKind === query.userKind) &&
        (query.result === undefined || row.result === query.result) &&
        (contains(row.userName, query.userName as string | undefined) ||
          contains(row.fullName, query.userName as string | undefined)),
    );
  return newestFirst(rows, 'loginTime');
}

const dayMs = 24 * 3600 * 1000;
/** The most days the trend answers: a quarter. */
const maxDays = 92;

/** The days of the period: from its start (or 30 days before its end) to its end, at most the last 92. */
function periodDays(query: Query): string[] {
  const last = new Date(`${query.endTime ?? formatDate(new Date())}T00:00:00`);
  const first = query.startTime ? new Date(`${query.startTime}T00:00:00`) : new Date(last.getTime() - 29 * dayMs);
  const count = Math.min(maxDays, Math.max(1, Math.round((last.getTime() - first.getTime()) / dayMs) + 1));
  return Array.from({ length: count }, (_, index) =>
    formatDate(new Date(last.getTime() - (count - 1 - index) * dayMs)),
  );
}

function signInTrend(query: Query): Entity<'SignInDay'>[] {
  const days = periodDays(query);
  const counts = new Map(days.map((day) => [day, { day, purchaserCount: 0, supplierCount: 0, adminCount: 0 }]));
  const field = { 1: 'purchaserCount', 2: 'supplierCount', 3: 'adminCount' } as const;
  for (const row of signIns({ startTime: days[0], endTime: days.at(-1), result: 1 })) {
    const day = counts.get(row.loginTime.slice(0, 10));
    if (day) day[field[row.userKind]]++;
  }
  return [...counts.values()];
}

export const signInHandlers = {
  ...report<Entity<'SignInRow'>>('pageSignIns', 'exportSignIns', '登录明细', signIns, [
    ['登录时间', (row) => row.loginTime],
    ['账号', (row) => row.userName],
    ['姓名', (row) => row.fullName ?? ''],
    ['用户类型', (row) => userKindLabels[row.userKind]],
    ['单位', (row) => row.orgName ?? ''],
    ['IP', (row) => row.ip],
    ['结果', (row) => signInRowResultLabels[row.result]],
    ['失败原因', (row) => row.errorMsg ?? ''],
  ]),
  ...defineHandlers({ listSignInTrend: ({ input }) => signInTrend(input.query ?? {}) }),
};
