// The app follows the spec's table of who may call what (`x-roles`): a button whose call the signed-in user's roles
// may not make is not shown, as the backend would refuse it with 403.
import { mayCall, type RoleSetName } from '@zc/sdk';
import type { ReactNode } from 'react';
import { useSession } from '@/shared/session/session.ts';

/** An SDK operation (`addBrand`, not the hook `useAddBrand`): its meta names the role sets that may call it. */
export type Callable = { readonly meta: { readonly roles: readonly RoleSetName[] } };

/** Whether the signed-in user's roles may make `operation`'s call (public calls: anyone, signed in or not). */
export function useMayCall(operation: Callable): boolean {
  return mayCall(operation.meta.roles, useSession()?.roles ?? null);
}

/** Renders its children only when the signed-in user may make every call it names; otherwise nothing at all. */
export function IfAllowed({ call, children }: { call: Callable | readonly Callable[]; children: ReactNode }) {
  const roles = useSession()?.roles ?? null;
  const calls = Array.isArray(call) ? call : [call as Callable];
  return calls.every((operation) => mayCall(operation.meta.roles, roles)) ? children : null;
}
