import type { Session } from '@zc/sdk';

/**
 * Where a user lands after signing in: a supplier on the supplier workbench, the platform administrator on the
 * admin workbench, a welfare user (role welfare_user) on their welfare activities, other purchasing staff on
 * 我的平台. The role comes from the token's authorities (ROLE_ + the role code), the user type from the session.
 */
export function homeOf(session: Pick<Session, 'userType' | 'authorities'>): string {
  if (session.userType !== 0) return '/supplier-workbench';
  if (session.authorities.includes('ROLE_PLATFORM_ADMIN')) return '/workbench';
  if (session.authorities.includes('ROLE_WELFARE_USER')) return '/welfare-user-activities';
  return '/purchase/my-platform';
}
