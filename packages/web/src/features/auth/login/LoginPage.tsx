import { Link, useNavigate } from '@tanstack/react-router';
import { readKey, type Session, signIn, signOut } from '@zc/sdk';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { refreshSessionState, useSession } from '@/shared/session/session.ts';
import { Field } from '@/shared/ui/Field.tsx';
import { Input } from '@/shared/ui/Input.tsx';
import { FormFailure, useFormFailure } from '../FormFailure.tsx';
import { SubmitButton } from '../SubmitButton.tsx';
import { homeOf } from './home.ts';
import { SliderCheck } from './SliderCheck.tsx';
import { useLoginCaptcha } from './use-login-captcha.ts';

// Offered only with the mock backend: one click signs in as each seeded role.
const DevAccounts = import.meta.env.VITE_MOCK === 'on' ? lazy(() => import('./DevAccounts.tsx')) : null;

/** Who is signed in already, with the way on to that user's workbench and the way out first. */
function SignedInNotice({ session }: { session: Session }) {
  return (
    <div role="status" className="mt-4 rounded border border-brand/30 bg-brand-soft px-3 py-2 text-sm text-slate-700">
      当前已登录：{session.fullName}（{session.userName}）
      <div className="mt-1 flex gap-4 text-brand">
        <Link to={homeOf(session)}>进入工作台</Link>
        <button type="button" onClick={() => void signOut()}>
          退出登录
        </button>
      </div>
    </div>
  );
}

export function LoginPage({ redirect }: { redirect?: string }) {
  const navigate = useNavigate();
  const session = useSession();
  const captcha = useLoginCaptcha();
  const [form, setForm] = useState({
    username: readKey('un') ?? '',
    password: '',
    code: '',
    remember: readKey('un') !== null,
  });
  const [verified, setVerified] = useState(false);
  const failure = useFormFailure('登录失败，请稍后重试');
  const [pending, setPending] = useState(false);

  const enter = async (username: string, password: string, code?: string, key?: string, remember = form.remember) => {
    setPending(true);
    const signedIn = await failure.attempt(async () => {
      // A sign-in over another session ends that one first, and with it everything kept for its user.
      if (session) await signOut();
      const started = await signIn({ username, password, code, key, remember });
      refreshSessionState();
      await navigate({ to: redirect?.startsWith('/') ? redirect : homeOf(started) });
    });
    if (!signedIn) {
      setVerified(false);
      void captcha.refresh();
    }
    setPending(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const username = form.username.trim();
    const password = form.password.trim();
    const code = form.code.trim();
    if (!username) return failure.show('请输入用户名');
    if (!password) return failure.show('请输入密码');
    if (captcha.off === false && !code) return failure.show('请输入验证码');
    if (!verified) return failure.show('请拖动滑块完成验证');
    void enter(username, password, code, captcha.value?.key);
  };

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-brand-soft to-white p-6">
      <section className="w-full max-w-sm rounded-xl bg-white p-8 shadow-lg" aria-labelledby="login-title">
        <h1 id="login-title" className="text-center text-2xl font-semibold text-brand">
          政采商城
        </h1>
        <p className="mt-1 text-center text-sm text-slate-500">采购单位 · 供应商 · 平台管理</p>
        {session && <SignedInNotice session={session} />}
        <form className="mt-6 flex flex-col gap-4" onSubmit={submit} noValidate>
          <Field label="用户名">
            {(control) => (
              <Input
                autoComplete="username"
                value={form.username}
                onChange={(e) => setForm({ ...form, username: e.target.value })}
                {...control}
              />
            )}
          </Field>
          <Field label="密码">
            {(control) => (
              <Input
                type="password"
                autoComplete="current-password"
                value={form.password}
                onChange={(e) => setForm({ ...form, password: e.target.value })}
                {...control}
              />
            )}
          </Field>
          {/* Kept in place until the platform says whether it asks for a captcha, so the form does not jump. */}
          {captcha.off !== true && (
            <div className="flex items-end gap-2">
              <Field label="验证码" className="flex-1">
                {(control) => (
                  <Input
                    autoComplete="off"
                    maxLength={8}
                    value={form.code}
                    onChange={(e) => setForm({ ...form, code: e.target.value })}
                    {...control}
                  />
                )}
              </Field>
              <button
                type="button"
                className="h-8 w-28 overflow-hidden rounded border border-slate-200"
                title="看不清？换一张"
                onClick={() => void captcha.refresh()}
              >
                {captcha.value ? (
                  <img src={captcha.value.image} alt="验证码图片" className="h-full w-full" />
                ) : (
                  <span className="text-xs text-slate-500">加载中…</span>
                )}
              </button>
            </div>
          )}
          <SliderCheck verified={verified} onVerified={() => setVerified(true)} />
          <label className="flex items-center gap-2 text-sm text-slate-600">
            <input
              type="checkbox"
              checked={form.remember}
              onChange={(e) => setForm({ ...form, remember: e.target.checked })}
            />
            记住用户名
          </label>
          <FormFailure message={failure.message} />
          <SubmitButton submitting={pending} busyText="登录中…">
            登录
          </SubmitButton>
        </form>
        <nav className="mt-4 flex justify-between text-sm text-brand" aria-label="其他入口">
          <a href="/register">采购单位注册</a>
          <a href="/supplier-register">供应商注册</a>
          <a href="/mlogin">短信登录</a>
          <a href="/reset-password">忘记密码</a>
        </nav>
        {DevAccounts && (
          <Suspense fallback={null}>
            <DevAccounts
              onPick={(username, password, code, key) => enter(username, password, code, key, false)}
              disabled={pending}
            />
          </Suspense>
        )}
      </section>
    </main>
  );
}
