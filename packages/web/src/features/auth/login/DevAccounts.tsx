// Development only (with the mock backend): one click signs in as a seeded role, through the real captcha and RSA.

import { seededAccounts, seededPassword } from '@zc/mocks/seeded-accounts';
import { getLoginCaptcha } from '@zc/sdk';

async function captchaAnswer(key: string): Promise<string> {
  const body = await (await fetch(`/__mock/captcha/${key}`)).json();
  return body.data;
}

export default function DevAccounts({
  onPick,
  disabled,
}: {
  onPick: (username: string, password: string, code: string, key: string) => Promise<void>;
  disabled: boolean;
}) {
  const pick = async (account: string) => {
    const captcha = await getLoginCaptcha();
    await onPick(account, seededPassword, await captchaAnswer(captcha.key), captcha.key);
  };
  return (
    <section className="mt-6 border-t border-dashed border-slate-200 pt-4" aria-label="开发环境快捷登录">
      <h2 className="text-xs text-slate-500">开发环境快捷登录（密码 {seededPassword}）</h2>
      <div className="mt-2 grid grid-cols-3 gap-2">
        {seededAccounts.map(({ account, title }) => (
          <button
            key={account}
            type="button"
            disabled={disabled}
            className="rounded border border-slate-200 px-2 py-1 text-xs hover:border-brand hover:text-brand"
            onClick={() => void pick(account)}
          >
            {title}
          </button>
        ))}
      </div>
    </section>
  );
}
