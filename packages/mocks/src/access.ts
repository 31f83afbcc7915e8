// Who may call what once signed in: the supplier workbench's calls need a supplier, the administration's an admin.
import type { AccessRule } from './engine/define.ts';

const supplierOnly = [
  /^\/api\/order\/supplier\//,
  /^\/api\/welfareOrder\/supplier\//,
  /^\/api\/myWorkBench\/supplier\//,
];
const adminOnly = [/^\/api\/myWorkBench\/admin\//, /^\/api\/role\//, /^\/api\/resource\//];

export const access: AccessRule = (_operationId, path, session) => {
  const isSupplier = session.user_type !== 0;
  const isAdmin = session.authorities.includes('ROLE_PLATFORM_ADMIN');
  if (supplierOnly.some((pattern) => pattern.test(path)) && !isSupplier) return '仅供应商可访问该功能';
  if (adminOnly.some((pattern) => pattern.test(path)) && !isAdmin) return '仅平台管理员可访问该功能';
  return null;
};
