// Who may call what once signed in: the supplier workbench's calls need a supplier, the administration's an admin.
import type { AccessRule } from './engine/define.ts';

const supplierOnly = [
  /^\/api\/order\/supplier\//,
  /^\/api\/welfareOrder\/supplier\//,
  /^\/api\/myWorkBench\/supplier\//,
];
const adminOnly = [/^\/api\/myWorkBench\/admin\//, /^\/api\/role\//, /^\/api\/resource\//];
// Welfare is run by the platform: activities, members, roles, suppliers and orders are changed by administrators only
// (a welfare user reads their own and places orders).
const welfareAdministration =
  /^(add|update|delete)Welfare(Category|Role|Purchaser|Supplier|User|OrderLogistics)?$|^(update|delete)WelfareOrder$/;

export const access: AccessRule = (operationId, path, session) => {
  const isSupplier = session.user_type !== 0;
  const isAdmin = session.authorities.includes('ROLE_PLATFORM_ADMIN');
  if (supplierOnly.some((pattern) => pattern.test(path)) && !isSupplier) return '仅供应商可访问该功能';
  if ((adminOnly.some((pattern) => pattern.test(path)) || welfareAdministration.test(operationId)) && !isAdmin)
    return '仅平台管理员可访问该功能';
  return null;
};
