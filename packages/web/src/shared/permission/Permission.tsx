import type { ReactNode } from 'react';
import type { PermissionValue } from './permission.ts';
import { usePermission } from './use-permission.ts';

/** Renders its children only when the user holds `value` (any comma-separated alternative); otherwise nothing at all. */
export function Permission({ value, children }: { value: PermissionValue; children: ReactNode }) {
  return usePermission(value) ? children : null;
}
