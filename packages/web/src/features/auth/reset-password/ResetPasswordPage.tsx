// 找回密码 (/reset-password): the phone bound to the account, its SMS code, the new password twice; then /login.
import { useNavigate } from '@tanstack/react-router';
import { encryptPassword, getRsaPublicKey, resetPassword, sendResetPasswordCode } from '@zc/sdk';
import { resetPasswordRequestSchema } from '@zc/sdk/schemas';
import { useEffect, useState } from 'react';
import * as z from 'zod';
import { useSchemaForm } from '@/shared/ui/FormDialog/schema-form.ts';
import { AuthDone, AuthFrame } from '../AuthFrame.tsx';
import { FormFailure, useFormFailure } from '../FormFailure.tsx';
import { NewPasswordFields } from '../NewPasswordFields.tsx';
import { PhoneCodeFields } from '../PhoneCodeFields.tsx';
import { newPassword, withConfirmation } from '../register/rules.ts';
import { SubmitButton } from '../SubmitButton.tsx';

const resetForm = resetPasswordRequestSchema
  .pick({ phone: true, code: true })
  .extend({ password: newPassword, confirmPassword: z.string().min(1) })
  .superRefine(withConfirmation);

/** Seconds the confirmation stays before the page goes back to the login. */
const backToLoginSeconds = 3;

export function ResetPasswordPage() {
  const navigate = useNavigate();
  const failure = useFormFailure('重置失败，请稍后重试');
  const [done, setDone] = useState(false);
  const form = useSchemaForm(resetForm, { phone: '', code: '', password: '', confirmPassword: '' }, 'onTouched');

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate({ to: '/login' }).catch(() => undefined), backToLoginSeconds * 1000);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const submit = form.handleSubmit(async ({ phone, code, password }) => {
    const reset = async () => {
      const encrypted = await encryptPassword(await getRsaPublicKey(), password);
      await resetPassword({ body: { phone, code, password: encrypted } });
    };
    if (await failure.attempt(reset)) setDone(true);
  });

  if (done)
    return (
      <AuthDone title="找回密码" outcome="密码已重置">
        请使用新密码登录，{backToLoginSeconds} 秒后自动返回登录页。
      </AuthDone>
    );

  return (
    <AuthFrame title="找回密码">
      <p className="mt-2 text-center text-sm text-slate-500">通过账号绑定的手机号码验证身份后设置新密码</p>
      <form className="mt-6 flex flex-col gap-4" onSubmit={submit} noValidate aria-label="找回密码">
        <PhoneCodeFields
          form={form}
          placeholder="账号绑定的手机号码"
          send={(number) => sendResetPasswordCode({ path: { phone: number } })}
        />
        <NewPasswordFields form={form} label="新密码" confirmLabel="确认新密码" />
        <FormFailure message={failure.message} />
        <SubmitButton submitting={form.formState.isSubmitting}>重置密码</SubmitButton>
      </form>
      <p className="mt-4 text-center text-sm">
        <a className="text-brand" href="/login">
          想起密码了？返回登录
        </a>
      </p>
    </AuthFrame>
  );
}
