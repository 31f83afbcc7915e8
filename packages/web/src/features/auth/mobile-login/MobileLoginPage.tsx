// 短信验证码登录 (/mlogin): phone number and SMS code; the session is stored as the password login stores it.
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { ApiError, loginByMobile, sendLoginCode, sessionFromTokens, writeSession } from '@zc/sdk';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { refreshSessionState } from '../../../app/session.ts';
import { homeOf } from '../login/home.ts';
import { AuthFrame, controlProps, Field, inputClass } from '../register/Field.tsx';
import { phone, smsCode } from '../register/rules.ts';
import { SmsCodeField } from '../register/SmsCodeField.tsx';

const mobileLoginForm = z.object({ phone, code: smsCode });
type MobileLoginValues = z.input<typeof mobileLoginForm>;

export function MobileLoginPage({ redirect }: { redirect?: string }) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState('');
  const form = useForm<MobileLoginValues>({
    resolver: zodResolver(mobileLoginForm),
    defaultValues: { phone: '', code: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ phone, code }) => {
    setFailure('');
    try {
      const session = sessionFromTokens(await loginByMobile({ body: { phone: phone.trim(), code: code.trim() } }));
      writeSession(session);
      refreshSessionState();
      await navigate({ to: redirect?.startsWith('/') ? redirect : homeOf(session) });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.msg : '登录失败，请稍后重试');
    }
  });

  return (
    <AuthFrame title="短信验证码登录">
      <form className="mt-6 flex flex-col gap-4" onSubmit={submit} noValidate aria-label="短信验证码登录">
        <Field id="phone" label="手机号码" required error={errors.phone?.message}>
          <input
            className={inputClass}
            type="tel"
            inputMode="numeric"
            maxLength={11}
            autoComplete="tel"
            placeholder="请输入注册时填写的手机号码"
            {...controlProps('phone', errors.phone?.message)}
            {...form.register('phone')}
          />
        </Field>
        <SmsCodeField
          id="code"
          registration={form.register('code')}
          error={errors.code?.message}
          checkPhone={async () => ((await form.trigger('phone')) ? form.getValues('phone').trim() : null)}
          send={(number) => sendLoginCode({ path: { phone: number } })}
        />
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
          {form.formState.isSubmitting ? '登录中…' : '登录'}
        </button>
      </form>
      <nav className="mt-4 flex justify-between text-sm text-brand" aria-label="其他入口">
        <a href="/login">账号密码登录</a>
        <a href="/register">采购单位注册</a>
        <a href="/supplier-register">供应商注册</a>
      </nav>
    </AuthFrame>
  );
}
