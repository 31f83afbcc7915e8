// 用户协议 (/agreement-user) and 隐私政策 (/agreement-privacy): the texts, with a table of contents.
import { type AgreementText, privacyPolicy, userAgreement } from './texts.ts';

const texts: Record<'user' | 'privacy', AgreementText> = { user: userAgreement, privacy: privacyPolicy };

export function AgreementPage({ kind }: { kind: 'user' | 'privacy' }) {
  const text = texts[kind];
  return (
    <main className="min-h-screen bg-slate-50 px-4 py-10">
      <article className="mx-auto max-w-3xl rounded-xl bg-white p-8 shadow-sm" aria-labelledby="agreement-title">
        <p className="text-sm text-brand">
          <a href="/">政采商城</a>
        </p>
        <h1 id="agreement-title" className="mt-2 text-2xl font-semibold">
          {text.title}
        </h1>
        <p className="mt-1 text-xs text-slate-500">
          版本 {text.version} · 生效日期 {text.effective}
        </p>
        <p className="mt-6 text-sm leading-7 text-slate-700">{text.preamble}</p>
        <nav aria-label="目录" className="mt-6 rounded bg-slate-50 p-4 text-sm">
          <ol className="grid gap-1 sm:grid-cols-2">
            {text.sections.map((section, index) => (
              <li key={section.heading}>
                <a className="text-brand" href={`#section-${index + 1}`}>
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {text.sections.map((section, index) => (
          <section key={section.heading} id={`section-${index + 1}`} className="mt-6 scroll-mt-4">
            <h2 className="text-base font-semibold">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-2 text-sm leading-7 text-slate-700">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
        <p className="mt-8 border-t border-slate-100 pt-4 text-sm">
          另见
          <a className="ml-1 text-brand" href={kind === 'user' ? '/agreement-privacy' : '/agreement-user'}>
            {kind === 'user' ? '《隐私政策》' : '《用户服务协议》'}
          </a>
          <a className="ml-4 text-brand" href="/login">
            返回登录
          </a>
        </p>
      </article>
    </main>
  );
}
