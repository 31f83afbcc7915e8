import { useEffect, useMemo, useState } from 'react';
import { toDate } from '@/shared/format/date.ts';

/** `1天 02:03:04` or `02:03:04` left, `已结束` at zero. */
export function timeLeft(ms: number): string {
  if (ms <= 0) return '已结束';
  const seconds = Math.floor(ms / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const days = Math.floor(seconds / 86_400);
  const clock = `${pad(Math.floor((seconds % 86_400) / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
  return days > 0 ? `${days}天 ${clock}` : clock;
}

/**
 * The time left until `end` by the server's clock, not the browser's: the difference between the two, taken when the
 * server's time was read, is added to every tick, so a wrong PC clock still shows the right time left.
 */
export function Countdown({ end, serverTime }: { end: string; serverTime: string }) {
  const skew = useMemo(() => (toDate(serverTime)?.getTime() ?? Date.now()) - Date.now(), [serverTime]);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return <time>{timeLeft((toDate(end)?.getTime() ?? 0) - (now + skew))}</time>;
}
