import * as Popover from '@radix-ui/react-popover';
import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Button } from '../Button.tsx';
import { controlClass } from '../Input.tsx';
import {
  addDays,
  addMonths,
  dayLabel,
  monthGrid,
  monthOf,
  monthTitle,
  outOfRange,
  parseDate,
  partsOf,
  shiftMonths,
  todayYmd,
  WEEKDAYS,
  weekdayIndex,
  type YearMonth,
} from './calendar.ts';
import type { ControlAriaProps } from './Select.tsx';

export interface DatePickerProps extends ControlAriaProps {
  /** 'YYYY-MM-DD', or '' for no date. */
  value: string;
  onChange: (value: string) => void;
  /** '请选择日期' by default. */
  placeholder?: string;
  disabled?: boolean;
  /** The first and last days that may be chosen, 'YYYY-MM-DD'. */
  min?: string;
  max?: string;
  /** Today as 'YYYY-MM-DD' (tests); the user's clock otherwise. */
  today?: string;
  className?: string;
}

/**
 * A date field in the Chinese convention: YYYY-MM-DD text that can be typed (committed on Enter or leaving the
 * field, dropped when it is not a date in range) and a popover calendar, Monday first, with 今天 and 清空.
 * ArrowDown in the field moves into the calendar; arrows, PageUp/PageDown (Shift for years), Home/End move there.
 */
export function DatePicker({
  value,
  onChange,
  placeholder = '请选择日期',
  disabled = false,
  min,
  max,
  today: todayProp,
  className = '',
  ...aria
}: DatePickerProps) {
  const today = todayProp ?? todayYmd();
  const [open, setOpen] = useState(false);
  // Typed text not committed yet; null shows the value.
  const [draft, setDraft] = useState<string | null>(null);
  const [view, setView] = useState<YearMonth>(() => monthOf(value || today));
  const [focusDate, setFocusDate] = useState(value || today);
  const inputRef = useRef<HTMLInputElement>(null);
  const anchorRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const dayFocus = useDayFocus(panelRef, focusDate);
  const isDisabled = (date: string) => outOfRange(date, min, max);

  const show = () => {
    if (disabled || open) return;
    const start = parseDate(draft ?? '') ?? (value || today);
    setView(monthOf(start));
    setFocusDate(start);
    setOpen(true);
  };
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const text = draft.trim();
    const date = text === '' ? '' : parseDate(text);
    if (date === undefined || (date && isDisabled(date)) || date === value) return;
    onChange(date);
  };
  const pick = (date: string) => {
    setDraft(null);
    if (date !== value) onChange(date);
    setOpen(false);
    inputRef.current?.focus();
  };
  const moveTo = (date: string) => {
    setFocusDate(date);
    setView(monthOf(date));
    dayFocus.request();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Enter' && (open || draft !== null)) {
      event.preventDefault();
      commit();
      setOpen(false);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      show();
      dayFocus.request();
    } else if (event.key === 'Escape' && (open || draft !== null)) {
      event.preventDefault();
      setDraft(null);
      setOpen(false);
    }
  };

  return (
    <Popover.Root open={open} onOpenChange={(next) => (next ? show() : setOpen(false))}>
      <Popover.Anchor asChild>
        <div ref={anchorRef} className={`relative ${className}`}>
          <input
            {...aria}
            ref={inputRef}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-haspopup="dialog"
            aria-expanded={open}
            disabled={disabled}
            placeholder={placeholder}
            value={draft ?? value}
            onChange={(event) => {
              const text = event.target.value;
              setDraft(text);
              // The calendar follows a date as soon as it is complete.
              const date = parseDate(text);
              const shown = date ?? (open ? undefined : value || today);
              if (shown) {
                setView(monthOf(shown));
                setFocusDate(shown);
              }
              setOpen(true);
            }}
            onClick={show}
            onBlur={commit}
            onKeyDown={onKeyDown}
            className={`${controlClass} pr-8`}
          />
          <CalendarIcon className="pointer-events-none absolute top-1/2 right-2.5 -translate-y-1/2 text-slate-500" />
        </div>
      </Popover.Anchor>
      <Popover.Portal>
        <Popover.Content
          ref={panelRef}
          align="start"
          sideOffset={4}
          aria-label="选择日期"
          onOpenAutoFocus={(event) => {
            // Focus stays in the field for typing, unless ArrowDown asked for the calendar.
            event.preventDefault();
            dayFocus.flush();
          }}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onEscapeKeyDown={() => {
            setDraft(null);
            inputRef.current?.focus();
          }}
          onInteractOutside={(event) => {
            if (anchorRef.current?.contains(event.target as Node)) event.preventDefault();
          }}
          className="z-[950] rounded border border-slate-200 bg-white p-2 text-sm shadow-lg"
        >
          <CalendarMonth
            month={view}
            focusDate={focusDate}
            today={today}
            isDisabled={isDisabled}
            look={(date) => ({ selected: date === value, inRange: false })}
            onPick={pick}
            onMove={moveTo}
            before={
              <>
                <NavButton label="上一年" onClick={() => setView(addMonths(view, -12))}>
                  «
                </NavButton>
                <NavButton label="上个月" onClick={() => setView(addMonths(view, -1))}>
                  ‹
                </NavButton>
              </>
            }
            after={
              <>
                <NavButton label="下个月" onClick={() => setView(addMonths(view, 1))}>
                  ›
                </NavButton>
                <NavButton label="下一年" onClick={() => setView(addMonths(view, 12))}>
                  »
                </NavButton>
              </>
            }
          />
          <div className="mt-1 flex justify-between border-t border-slate-100 px-1 pt-2">
            <Button variant="text" size="sm" disabled={isDisabled(today)} onClick={() => pick(today)}>
              今天
            </Button>
            <Button variant="text" size="sm" onClick={() => pick('')}>
              清空
            </Button>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** How one day looks: chosen (a picked date or a range end) or inside a range. */
export interface DayLook {
  selected: boolean;
  inRange: boolean;
}

export interface CalendarMonthProps {
  month: YearMonth;
  /** The day the keyboard is on (roving tabindex); the 1st takes Tab when it is in another month. */
  focusDate: string;
  today: string;
  isDisabled: (date: string) => boolean;
  look: (date: string) => DayLook;
  onPick: (date: string) => void;
  /** The keyboard went to this day, which may be in another month. */
  onMove: (date: string) => void;
  onHover?: (date: string) => void;
  /** Beside the title: « ‹ on the left, › » on the right. */
  before?: ReactNode;
  after?: ReactNode;
}

/** Where a key moves from a day in a Monday-first grid; undefined for keys the grid does not handle. */
function keyTarget(event: KeyboardEvent, date: string): string | undefined {
  switch (event.key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -weekdayIndex(date));
    case 'End':
      return addDays(date, 6 - weekdayIndex(date));
    case 'PageUp':
      return shiftMonths(date, event.shiftKey ? -12 : -1);
    case 'PageDown':
      return shiftMonths(date, event.shiftKey ? 12 : 1);
    default:
      return undefined;
  }
}

/** One month as a table of day buttons (pressed when chosen) under a 2026年11月 title, with the weekday row 一 … 日. */
export function CalendarMonth({
  month,
  focusDate,
  today,
  isDisabled,
  look,
  onPick,
  onMove,
  onHover,
  before,
  after,
}: CalendarMonthProps) {
  const titleId = useId();
  const weeks = monthGrid(month.year, month.month);
  const tabbable = monthOf(focusDate).year === month.year && monthOf(focusDate).month === month.month;
  return (
    <div className="w-60">
      <div className="flex h-8 items-center border-b border-slate-100 px-1">
        <div className="flex w-14 gap-1">{before}</div>
        <span id={titleId} aria-live="polite" className="flex-1 text-center font-medium text-slate-800">
          {monthTitle(month)}
        </span>
        <div className="flex w-14 justify-end gap-1">{after}</div>
      </div>
      <table aria-labelledby={titleId} className="mt-1 w-full table-fixed border-collapse text-center">
        <thead>
          <tr>
            {WEEKDAYS.map((weekday) => (
              <th key={weekday} scope="col" abbr={`星期${weekday}`} className="h-7 text-xs font-normal text-slate-500">
                {weekday}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, row) => (
            <tr key={week.find(Boolean) ?? row}>
              {week.map((date, column) => {
                if (!date) return <td key={WEEKDAYS[column]} />;
                const { selected, inRange } = look(date);
                const disabled = isDisabled(date);
                const isToday = date === today;
                return (
                  <td key={date} className={`h-8 p-0 ${inRange && !selected ? 'bg-brand-soft' : ''}`}>
                    <button
                      type="button"
                      data-date={date}
                      tabIndex={(tabbable ? date === focusDate : partsOf(date).day === 1) ? 0 : -1}
                      aria-label={dayLabel(date)}
                      aria-pressed={selected}
                      aria-current={isToday ? 'date' : undefined}
                      // Not `disabled`: the keyboard must still be able to pass over a day out of range.
                      aria-disabled={disabled || undefined}
                      onClick={() => !disabled && onPick(date)}
                      onKeyDown={(event) => {
                        const target = keyTarget(event, date);
                        if (!target) return;
                        event.preventDefault();
                        onMove(target);
                      }}
                      onMouseEnter={() => onHover?.(date)}
                      className={`mx-auto flex size-7 items-center justify-center rounded text-sm focus-visible:outline-2 focus-visible:outline-brand ${
                        selected
                          ? 'bg-brand text-white'
                          : disabled
                            ? 'cursor-not-allowed text-slate-300'
                            : `hover:bg-slate-100 ${isToday ? 'border border-brand text-brand' : 'text-slate-700'}`
                      }`}
                    >
                      {partsOf(date).day}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A « ‹ › » button of a calendar header. */
export function NavButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className="flex size-6 items-center justify-center rounded text-base leading-none text-slate-500 hover:bg-slate-100 hover:text-brand"
    >
      {children}
    </button>
  );
}

/**
 * Moves DOM focus to the keyboard's day once it is rendered: the day may be in a month not shown yet, or in a popover
 * that is still opening (then `flush` from its onOpenAutoFocus does it).
 */
export function useDayFocus(container: RefObject<HTMLElement | null>, focusDate: string) {
  const pending = useRef(false);
  const [request, setRequest] = useState(0);
  const flush = useCallback(() => {
    if (!pending.current) return;
    const day = container.current?.querySelector<HTMLElement>(`[data-date="${focusDate}"]`);
    if (!day) return;
    pending.current = false;
    day.focus();
  }, [container, focusDate]);
  useEffect(() => {
    if (request) flush();
  }, [flush, request]);
  return {
    request: () => {
      pending.current = true;
      setRequest((n) => n + 1);
    },
    flush,
  };
}

export function CalendarIcon({ className = '' }: { className?: string }) {
  return (
    <svg
      width={14}
      height={14}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable={false}
      aria-hidden="true"
      className={className}
    >
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4m8-4v4" />
    </svg>
  );
}
