import { lazy, Suspense, useState } from 'react';
import { LoginPage } from '@/features/auth/login/LoginPage.tsx';

// The SMS form, with the form libraries it needs, loads when its tab is chosen: the password form, shown first, is the
// desktop's, which comes with the app.
const MobileLoginPage = lazy(() =>
  import('@/features/auth/mobile-login/MobileLoginPage.tsx').then((module) => ({ default: module.MobileLoginPage })),
);

const ways = [
  ['password', '密码登录'],
  ['sms', '短信验证码登录'],
] as const;

/** Signing in on a phone, by password or by an SMS code; back to the page asked for, else the mobile home. */
export function LoginMobilePage({ redirect = '/homeMobile' }: { redirect?: string }) {
  const [way, setWay] = useState<(typeof ways)[number][0]>('password');
  return (
    <main className="min-h-screen bg-slate-50">
      <div role="tablist" aria-label="登录方式" className="flex bg-white">
        {ways.map(([key, name]) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={way === key}
            className={`h-12 flex-1 text-sm ${way === key ? 'border-b-2 border-brand text-brand' : 'text-slate-600'}`}
            onClick={() => setWay(key)}
          >
            {name}
          </button>
        ))}
      </div>
      {way === 'password' ? (
        <LoginPage redirect={redirect} />
      ) : (
        <Suspense fallback={<p className="p-6 text-center text-sm text-slate-500">加载中…</p>}>
          <MobileLoginPage redirect={redirect} />
        </Suspense>
      )}
    </main>
  );
}
