import { ApiError } from '@zc/sdk';
import { useState } from 'react';

/** What to tell the user about a failed call: the server's message (ApiError), else the fallback. */
export const failureText = (error: unknown, fallback: string) => (error instanceof ApiError ? error.msg : fallback);

/**
 * The message of a form's failed submission: `attempt` clears it, runs the call and, when the call fails, shows the
 * server's message or the fallback (e.g. '登录失败，请稍后重试'); it resolves to whether the call went through.
 */
export function useFormFailure(fallback: string) {
  const [message, setMessage] = useState('');
  const attempt = async (call: () => Promise<unknown>) => {
    setMessage('');
    try {
      await call();
      return true;
    } catch (error) {
      setMessage(failureText(error, fallback));
      return false;
    }
  };
  return { message, show: setMessage, attempt };
}

/** The failure message over a form's submit button, announced as an alert; nothing while there is none. */
export function FormFailure({ message }: { message: string }) {
  return message ? (
    <p role="alert" className="text-sm text-red-600">
      {message}
    </p>
  ) : null;
}
