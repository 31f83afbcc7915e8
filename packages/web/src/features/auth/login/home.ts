import type { Session } from '@zc/sdk';

/** Where a user lands after signing in: the supplier workbench, the admin workbench, or the purchaser's platform. */
export function homeOf(session: Pick<Session, 'userType' | 'authorities'>): string {
  if (session.userType !== 0) return '/supplier-workbench';
  if (session.authorities.includes('ROLE_PLATFORM_ADMIN')) return '/workbench';
  return '/purchase/my-platform';
}
