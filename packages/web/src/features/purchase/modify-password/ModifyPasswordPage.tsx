import { ApiError, changePassword, encryptPassword, getRsaPublicKey } from '@zc/sdk';
import { useState } from 'react';
import { useSession } from '@/shared/session/session.ts';
import { useSchemaForm } from '@/shared/ui/FormDialog/schema-form.ts';
import { changePasswordForm } from './password-rules.ts';

const fields = [
  ['oldPassword', '原密码', 'current-password'],
  ['newPassword', '新密码', 'new-password'],
  ['confirmPassword', '确认新密码', 'new-password'],
] as const;

/** 修改密码: both passwords travel RSA-encrypted, as at login. */
export function ModifyPasswordPage() {
  const session = useSession();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const form = useSchemaForm(changePasswordForm, { oldPassword: '', newPassword: '', confirmPassword: '' });
  const save = form.handleSubmit(async ({ oldPassword, newPassword }) => {
    setResult(null);
    try {
      const key = await getRsaPublicKey();
      await changePassword({
        path: { id: session?.userId ?? '' },
        body: {
          oldPassword: await encryptPassword(key, oldPassword),
          newPassword: await encryptPassword(key, newPassword),
        },
      });
      form.reset();
      setResult({ ok: true, message: '密码已修改，下次登录请使用新密码' });
    } catch (error) {
      setResult({ ok: false, message: error instanceof ApiError ? error.msg : '修改失败，请稍后重试' });
    }
  });
  return (
    <form
      className="max-w-md space-y-4 rounded-lg bg-white p-6 shadow-sm"
      onSubmit={save}
      noValidate
      aria-label="修改密码"
    >
      {fields.map(([name, label, autoComplete]) => (
        <label key={name} className="flex flex-col gap-1 text-sm">
          {label}
          <input
            type="password"
            autoComplete={autoComplete}
            className="rounded border border-slate-300 px-3 py-2 outline-none focus:border-brand"
            aria-invalid={!!form.formState.errors[name]}
            {...form.register(name)}
          />
          {form.formState.errors[name] && (
            <span className="text-xs text-red-600">{form.formState.errors[name]?.message}</span>
          )}
        </label>
      ))}
      <p className="text-xs text-slate-500">密码为 8 到 20 位，须同时包含字母和数字。</p>
      {result && (
        <p role={result.ok ? 'status' : 'alert'} className={`text-sm ${result.ok ? 'text-green-700' : 'text-red-600'}`}>
          {result.message}
        </p>
      )}
      <button
        type="submit"
        disabled={form.formState.isSubmitting}
        className="rounded bg-brand px-6 py-2 text-sm text-white disabled:opacity-60"
      >
        {form.formState.isSubmitting ? '提交中…' : '确认修改'}
      </button>
    </form>
  );
}
