import type { components } from '@zc/sdk';
import { RoleAuthorityTree } from '@/features/admin/resources/RoleAuthorityTree.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';

type Role = components['schemas']['Role'];

/** 分配权限: the role's menus and buttons, ticked in its group's resource tree and saved. */
export function AuthorityDialog({ role, onClose }: { role: Role; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`分配权限：${role.roleName}`} width="w-[720px]">
      <RoleAuthorityTree roleType={role.roleType} role={role} onSaved={onClose} />
    </Dialog>
  );
}
