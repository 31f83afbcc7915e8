// 短信验证码登录 (/mlogin): phone number and SMS code; the session is stored as the password login stores it.
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { loginByMobile, sendLoginCode, sessionFromTokens, writeSession } from '@zc/sdk';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { refreshSessionState } from '@/app/session.ts';
import { AuthFrame } from '../AuthFrame.tsx';
import { FormFailure, useFormFailure } from '../FormFailure.tsx';
import { homeOf } from '../login/home.ts';
import { PhoneCodeFields } from '../PhoneCodeFields.tsx';
import { phone, smsCode } from '../register/rules.ts';
import { SubmitButton } from '../SubmitButton.tsx';

const mobileLoginForm = z.object({ phone, code: smsCode });
type MobileLoginValues = z.input<typeof mobileLoginForm>;

export function MobileLoginPage({ redirect }: { redirect?: string }) {
  const navigate = useNavigate();
  const failure = useFormFailure('登录失败，请稍后重试');
  const form = useForm<MobileLoginValues>({
    resolver: zodResolver(mobileLoginForm),
    defaultValues: { phone: '', code: '' },
    mode: 'onTouched',
  });

  const submit = form.handleSubmit(({ phone, code }) =>
    failure.attempt(async () => {
      const session = sessionFromTokens(await loginByMobile({ body: { phone: phone.trim(), code: code.trim() } }));
      writeSession(session);
      refreshSessionState();
      await navigate({ to: redirect?.startsWith('/') ? redirect : homeOf(session) });
    }),
  );

  return (
    <AuthFrame title="短信验证码登录">
      <form className="mt-6 flex flex-col gap-4" onSubmit={submit} noValidate aria-label="短信验证码登录">
        <PhoneCodeFields
          form={form}
          placeholder="请输入注册时填写的手机号码"
          send={(number) => sendLoginCode({ path: { phone: number } })}
        />
        <FormFailure message={failure.message} />
        <SubmitButton submitting={form.formState.isSubmitting} busyText="登录中…">
          登录
        </SubmitButton>
      </form>
      <nav className="mt-4 flex justify-between text-sm text-brand" aria-label="其他入口">
        <a href="/login">账号密码登录</a>
        <a href="/register">采购单位注册</a>
        <a href="/supplier-register">供应商注册</a>
      </nav>
    </AuthFrame>
  );
}
