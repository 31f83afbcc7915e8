import { checkCancelVerifyCode, type Data, getLoginCaptcha } from '@zc/sdk';
import { useCallback, useEffect, useState } from 'react';

/**
 * Whether the platform asks for a captcha, and the captcha itself. Plain calls rather than query hooks: the login page
 * is the first page of most visits, and TanStack Query loads later, with the pages that use it.
 */
export function useLoginCaptcha() {
  const [off, setOff] = useState<boolean>();
  const [captcha, setCaptcha] = useState<Data<'getLoginCaptcha'>>();
  // A failed call is shown by the SDK's warning toast; the field then waits for a new captcha.
  const refresh = useCallback(() => getLoginCaptcha().then(setCaptcha, () => setCaptcha(undefined)), []);
  useEffect(() => {
    let current = true;
    checkCancelVerifyCode().then(
      (value) => current && setOff(value),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  useEffect(() => {
    if (off === false) void refresh();
  }, [off, refresh]);
  return { off, value: captcha, refresh };
}
