// 找回密码 (/reset-password): the phone bound to the account, its SMS code, the new password twice; then /login.
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { ApiError, encryptPassword, getRsaPublicKey, resetPassword, sendResetPasswordCode } from '@zc/sdk';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { AuthFrame, controlProps, Field, inputClass } from '../register/Field.tsx';
import { newPassword, phone, recheckConfirmation, smsCode, withConfirmation } from '../register/rules.ts';
import { SmsCodeField } from '../register/SmsCodeField.tsx';

const resetForm = z
  .object({ phone, code: smsCode, password: newPassword, confirmPassword: z.string().min(1, '请再次输入新密码') })
  .superRefine(withConfirmation);
type ResetValues = z.input<typeof resetForm>;

/** Seconds the confirmation stays before the page goes back to the login. */
const backToLoginSeconds = 3;

export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState(false);
  const form = useForm<ResetValues>({
    resolver: zodResolver(resetForm),
    defaultValues: { phone: '', code: '', password: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate({ to: '/login' }).catch(() => undefined), backToLoginSeconds * 1000);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const submit = form.handleSubmit(async (values) => {
    setFailure('');
    try {
      const password = await encryptPassword(await getRsaPublicKey(), values.password);
      await resetPassword({ body: { phone: values.phone.trim(), code: values.code.trim(), password } });
      setDone(true);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.msg : '重置失败，请稍后重试');
    }
  });

  if (done)
    return (
      <AuthFrame title="找回密码">
        <div role="status" className="mt-6 space-y-3 text-center">
          <p className="text-lg font-medium text-green-700">密码已重置</p>
          <p className="text-sm text-slate-600">请使用新密码登录，{backToLoginSeconds} 秒后自动返回登录页。</p>
          <a href="/login" className="inline-block rounded bg-brand px-6 py-2 text-sm text-white">
            返回登录
          </a>
        </div>
      </AuthFrame>
    );

  return (
    <AuthFrame title="找回密码">
      <p className="mt-2 text-center text-sm text-slate-500">通过账号绑定的手机号码验证身份后设置新密码</p>
      <form className="mt-6 flex flex-col gap-4" onSubmit={submit} noValidate aria-label="找回密码">
        <Field id="phone" label="手机号码" required error={errors.phone?.message}>
          <input
            className={inputClass}
            type="tel"
            inputMode="numeric"
            maxLength={11}
            autoComplete="tel"
            placeholder="账号绑定的手机号码"
            {...controlProps('phone', errors.phone?.message)}
            {...form.register('phone')}
          />
        </Field>
        <SmsCodeField
          id="code"
          registration={form.register('code')}
          error={errors.code?.message}
          checkPhone={async () => ((await form.trigger('phone')) ? form.getValues('phone').trim() : null)}
          send={(number) => sendResetPasswordCode({ path: { phone: number } })}
        />
        <Field
          id="password"
          label="新密码"
          required
          error={errors.password?.message}
          hint="8 到 20 位，须同时包含字母和数字"
        >
          <input
            className={inputClass}
            type="password"
            autoComplete="new-password"
            {...controlProps('password', errors.password?.message)}
            {...form.register('password', {
              onChange: () => recheckConfirmation(form),
            })}
          />
        </Field>
        <Field id="confirmPassword" label="确认新密码" required error={errors.confirmPassword?.message}>
          <input
            className={inputClass}
            type="password"
            autoComplete="new-password"
            {...controlProps('confirmPassword', errors.confirmPassword?.message)}
            {...form.register('confirmPassword')}
          />
        </Field>
        {failure && (
          <p role="alert" className="text-sm text-red-600">
            {failure}
          </p>
        )}
        <button
          type="submit"
          disabled={form.formState.isSubmitting}
          className="rounded bg-brand py-2 text-white disabled:opacity-60"
        >
          {form.formState.isSubmitting ? '提交中…' : '重置密码'}
        </button>
      </form>
      <p className="mt-4 text-center text-sm">
        <a className="text-brand" href="/login">
          想起密码了？返回登录
        </a>
      </p>
    </AuthFrame>
  );
}
