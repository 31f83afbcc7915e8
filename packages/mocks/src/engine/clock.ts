// The mock's clock: the real time, moved forward by QA (POST /__mock/clock) so that a project passes its registration,
// deposit and bidding windows without anyone waiting for them. Every date the domains write or compare is read here.

let offsetMs = 0;

/** Told when the clock is moved: the service worker keeps the offset, as it keeps the data, across its restarts. */
export const clockListeners = new Set<(offsetMs: number) => void>();

/** The mock's current time. */
export const clockNow = () => new Date(Date.now() + offsetMs);

/** How far the clock is ahead of the real time (ms). */
export const clockOffset = () => offsetMs;

export function setClockOffset(ms: number) {
  if (ms === offsetMs) return;
  offsetMs = ms;
  for (const listener of clockListeners) listener(ms);
}

const units: Record<string, number> = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/**
 * Moves the clock forward `by` a duration (`90s`, `15m`, `2h`, `1d`) or `to` an instant (`YYYY-MM-DD HH:mm:ss`,
 * local time); answers why it cannot, or null. The clock never goes back but by a reset: phases do not run backwards.
 */
export function moveClock(request: { by?: unknown; to?: unknown }): string | null {
  if (typeof request.by === 'string') {
    const match = /^(\d+)([smhd])$/.exec(request.by);
    if (!match) return 'by 须为正整数加单位 s、m、h 或 d，如 15m';
    setClockOffset(offsetMs + Number(match[1]) * (units[match[2] as string] as number));
    return null;
  }
  if (typeof request.to === 'string') {
    const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(request.to);
    if (!match) return 'to 须为 YYYY-MM-DD HH:mm:ss';
    const [, year, month, day, hour, minute, second] = match.map(Number) as number[];
    const target = new Date(year as number, (month as number) - 1, day, hour, minute, second).getTime();
    if (target < clockNow().getTime()) return '模拟时钟只能向前拨';
    setClockOffset(target - Date.now());
    return null;
  }
  return '请以 by（时长）或 to（时刻）指明拨到何时';
}
