import { pagePurchaserUsers, pageSupplierUsers } from '@zc/sdk';
import { useBindWecomUser } from '@zc/sdk/react';
import { userFormSchema, wecomBindRequestSchema } from '@zc/sdk/schemas';
import { FormDialog } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';

const bindSchema = wecomBindRequestSchema.pick({ wecomUserId: true }).extend({ account: userFormSchema.shape.account });

/** The user with exactly this login account, among purchaser-side and supplier accounts. */
async function userOfAccount(account: string) {
  const query = { query: { account, size: 50 } };
  const [others, suppliers] = await Promise.all([pagePurchaserUsers(query), pageSupplierUsers(query)]);
  return [...others.records, ...suppliers.records].find((user) => user.account === account);
}

/** 绑定企业微信用户: a platform account, named by its login account, and the chat-app user id it is bound to. */
export function BindDialog({ onClose }: { onClose: () => void }) {
  const bind = useBindWecomUser();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="绑定企业微信用户"
      schema={bindSchema}
      width="w-[520px]"
      defaultValues={{ account: '', wecomUserId: '' }}
      submitText="绑定"
      onSubmit={async ({ account, wecomUserId }) => {
        const user = await userOfAccount(account);
        if (!user) throw new Error(`账号“${account}”不存在`);
        await bind.mutateAsync({ body: { userId: user.id, wecomUserId } });
        toast.success('绑定成功');
      }}
    >
      {(form) => (
        <>
          <TextField form={form} name="account" label="平台登录账号" required />
          <TextField
            form={form}
            name="wecomUserId"
            label="企业微信账号"
            required
            hint="企业微信通讯录中的成员账号（UserID）"
          />
        </>
      )}
    </FormDialog>
  );
}
