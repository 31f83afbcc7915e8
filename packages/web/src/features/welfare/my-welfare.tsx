// The signed-in welfare user's own welfare: the activities they take part in and their place in each.
import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { pageWelfaresQueryOptions, pageWelfareUsersQueryOptions } from '@zc/sdk/react';
import { formatMoney } from '@/shared/format/money.ts';

type Membership = components['schemas']['WelfareUser'];

/** The user's place in an activity (quota, spent, balance); a welfare user reads only their own, on one page. */
export function useMembership(welfareId: string) {
  const query = useQuery({
    ...pageWelfareUsersQueryOptions({ query: { current: 1, size: 100 } }),
    select: (page) => page.records.find((row) => row.welfareId === welfareId),
  });
  return query.data;
}

/** What the user has left to spend in an activity. */
export const balanceOf = (member: Membership | undefined) =>
  member ? (member.balance ?? member.quotaAmount - member.usedAmount) : undefined;

/** The balance of the user in an activity, as a table cell shows it. */
export function Balance({ welfareId }: { welfareId: string }) {
  return formatMoney(balanceOf(useMembership(welfareId)));
}

/** The names of the user's activities by id (the options of the activity filter of their orders). */
export function useActivityNames() {
  const query = useQuery({
    ...pageWelfaresQueryOptions({ query: { current: 1, size: 100 } }),
    select: (page) => Object.fromEntries(page.records.map((welfare) => [welfare.id, welfare.welfareName])),
  });
  return query.data;
}
