// The SMS code input with its send button: 60 seconds between sends, counted down on the button.
import { useEffect, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/shared/ui/Field.tsx';
import { Input } from '@/shared/ui/Input.tsx';
import { authField } from './auth-field.ts';
import { failureText } from './FormFailure.tsx';

const resendSeconds = 60;

/** Seconds left before the next send: set it, and it counts down once a second. */
function useCountdown() {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft] as const;
}

/** In the mock backend no SMS leaves: the page shows the code the mock would have sent (development only). */
async function mockSmsCode(phone: string): Promise<string | null> {
  if (import.meta.env.VITE_MOCK !== 'on') return null;
  try {
    const answer = await fetch(`${import.meta.env.BASE_URL}__mock/sms/${phone}`);
    return answer.ok ? ((await answer.json()) as { data: string | null }).data : null;
  } catch {
    return null;
  }
}

/** The 短信验证码 field of registration, SMS login and password reset, with its send button. */
export function SmsCodeField({
  registration,
  error,
  checkPhone,
  send,
}: {
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  /** Validates the phone field; resolves to the number when it is valid. */
  checkPhone: () => Promise<string | null>;
  /** Asks the server to send the code. */
  send: (phone: string) => Promise<unknown>;
}) {
  const [left, setLeft] = useCountdown();
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  const sendCode = async () => {
    const phone = await checkPhone();
    if (!phone) return;
    setSending(true);
    setStatus(null);
    try {
      await send(phone);
      setLeft(resendSeconds);
      const code = await mockSmsCode(phone);
      setStatus({
        ok: true,
        text: `验证码已发送至 ${phone.slice(0, 3)}****${phone.slice(7)}，5 分钟内有效${code ? `（模拟短信：${code}）` : ''}`,
      });
    } catch (failure) {
      const message = failureText(failure, '验证码发送失败，请稍后重试');
      // The server's resend limit names the seconds still to wait: the button counts them down.
      const wait = /请\s*(\d+)\s*秒后/.exec(message);
      if (wait) setLeft(Number(wait[1]));
      setStatus({ ok: false, text: message });
    } finally {
      setSending(false);
    }
  };

  return (
    <Field
      {...authField}
      label="短信验证码"
      required
      error={error ?? (status && !status.ok ? status.text : undefined)}
      hint={status?.ok ? <span role="status">{status.text}</span> : undefined}
    >
      {(control) => (
        <div className="flex gap-2">
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="6 位数字"
            {...control}
            // A failed send is told under the field, but leaves the code typed valid: only the form's error marks it.
            aria-invalid={error ? true : undefined}
            {...registration}
          />
          <button
            type="button"
            className="w-32 shrink-0 rounded border border-brand text-sm text-brand disabled:border-slate-300 disabled:text-slate-400"
            disabled={sending || left > 0}
            onClick={() => void sendCode()}
          >
            {sending ? '发送中…' : left > 0 ? `${left} 秒后重新获取` : '获取验证码'}
          </button>
        </div>
      )}
    </Field>
  );
}
