// 短信验证码登录 (/mlogin): phone number and SMS code; the session is stored as the password login stores it.
import { useNavigate } from '@tanstack/react-router';
import { loginByMobile, sendLoginCode, sessionFromTokens, writeSession } from '@zc/sdk';
import { mobileLoginRequestSchema } from '@zc/sdk/schemas';
import { refreshSessionState } from '@/shared/session/session.ts';
import { useSchemaForm } from '@/shared/ui/FormDialog/schema-form.ts';
import { AuthFrame } from '../AuthFrame.tsx';
import { FormFailure, useFormFailure } from '../FormFailure.tsx';
import { homeOf } from '../login/home.ts';
import { PhoneCodeFields } from '../PhoneCodeFields.tsx';
import { SubmitButton } from '../SubmitButton.tsx';

export function MobileLoginPage({ redirect }: { redirect?: string }) {
  const navigate = useNavigate();
  const failure = useFormFailure('登录失败，请稍后重试');
  const form = useSchemaForm(mobileLoginRequestSchema, { phone: '', code: '' }, 'onTouched');

  const submit = form.handleSubmit((body) =>
    failure.attempt(async () => {
      const session = sessionFromTokens(await loginByMobile({ body }));
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
