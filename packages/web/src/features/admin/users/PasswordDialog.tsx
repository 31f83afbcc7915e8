import { type components, encryptPassword, getRsaPublicKey } from '@zc/sdk';
import { useAdminResetUserPassword } from '@zc/sdk/react';
import * as z from 'zod';
import { newPassword, withConfirmation } from '@/features/auth/register/rules.ts';
import { FormDialog } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';

type User = components['schemas']['User'];

// The rule is checked here: the backend only ever receives the password encrypted.
const passwordSchema = z
  .object({ password: newPassword, confirmPassword: z.string().min(1) })
  .superRefine(withConfirmation);

/** 重置密码: a new password for the user, sent RSA-encrypted as at login; failed sign-ins start again from zero. */
export function PasswordDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const reset = useAdminResetUserPassword();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`重置密码：${user.fullName}（${user.account}）`}
      schema={passwordSchema}
      width="w-[480px]"
      defaultValues={{ password: '', confirmPassword: '' }}
      onSubmit={async ({ password }) => {
        const encrypted = await encryptPassword(await getRsaPublicKey(), password);
        await reset.mutateAsync({ path: { id: user.id }, body: { password: encrypted } });
        toast.success('密码已重置');
      }}
    >
      {(form) => (
        <>
          <TextField
            form={form}
            name="password"
            label="新密码"
            type="password"
            required
            hint="8 到 20 位，须同时包含字母和数字"
          />
          <TextField form={form} name="confirmPassword" label="确认新密码" type="password" required />
        </>
      )}
    </FormDialog>
  );
}
