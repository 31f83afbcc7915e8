/** A required permission: one or several alternatives, comma-separated ('goods:add,goods:edit') or as a list. */
export type PermissionValue = string | readonly string[];

const split = (value: PermissionValue) =>
  (typeof value === 'string' ? [value] : value)
    .flatMap((entry) => entry.split(','))
    .map((entry) => entry.trim())
    .filter(Boolean);

/**
 * Whether the stored button list grants `value` (spec 01 §6, 02 §6): any one alternative suffices; a list entry may
 * itself hold several comma-separated permissions. An empty list, or an empty value, grants nothing.
 */
export function hasPermission(value: PermissionValue, buttonList: readonly string[] | null | undefined): boolean {
  const granted = new Set(split(buttonList ?? []));
  return granted.size > 0 && split(value).some((wanted) => granted.has(wanted));
}
