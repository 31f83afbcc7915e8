import type { ReactNode } from 'react';

/** The frame of the public authentication pages: the platform's name over a white card. */
export function AuthFrame({ title, wide, children }: { title: string; wide?: boolean; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-start justify-center bg-gradient-to-br from-brand-soft to-white px-4 py-10">
      <section
        className={`w-full ${wide ? 'max-w-2xl' : 'max-w-md'} rounded-xl bg-white p-8 shadow-lg`}
        aria-labelledby="auth-title"
      >
        <p className="text-center text-sm font-medium tracking-widest text-brand">
          <a href="/">政采商城</a>
        </p>
        <h1 id="auth-title" className="mt-1 text-center text-2xl font-semibold text-slate-800">
          {title}
        </h1>
        {children}
      </section>
    </main>
  );
}

/** What a page shows in its frame once its form went through: the outcome, what comes next, a way back to the login. */
export function AuthDone({ title, outcome, children }: { title: string; outcome: string; children: ReactNode }) {
  return (
    <AuthFrame title={title}>
      <div role="status" className="mt-6 space-y-3 text-center">
        <p className="text-lg font-medium text-green-700">{outcome}</p>
        <p className="text-sm text-slate-600">{children}</p>
        <a href="/login" className="inline-block rounded bg-brand px-6 py-2 text-sm text-white">
          返回登录
        </a>
      </div>
    </AuthFrame>
  );
}
