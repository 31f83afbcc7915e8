import * as Popover from '@radix-ui/react-popover';
import { type KeyboardEvent, useRef, useState } from 'react';
import { Button } from '../Button.tsx';
import {
  addDays,
  addMonths,
  formatYmd,
  monthOf,
  outOfRange,
  parseDate,
  shiftMonths,
  todayYmd,
  type YearMonth,
} from './calendar.ts';
import { CalendarIcon, CalendarMonth, NavButton, useDayFocus } from './DatePicker.tsx';
import type { ControlAriaProps } from './Select.tsx';

/** From and to as 'YYYY-MM-DD', '' where not set. */
export type DateRange = readonly [string, string];

export interface DateRangePickerProps extends ControlAriaProps {
  value: DateRange;
  onChange: (value: [string, string]) => void;
  /** ['开始日期', '结束日期'] by default. */
  placeholder?: readonly [string, string];
  disabled?: boolean;
  min?: string;
  max?: string;
  /** Today as 'YYYY-MM-DD' (tests); the user's clock otherwise. */
  today?: string;
  className?: string;
}

/** The quick ranges, each ending today, counted the way dayjs's subtract does (a week back is 7 days back). */
export function quickRanges(today: string): { label: string; range: [string, string] }[] {
  return [
    { label: '最近一周', range: [addDays(today, -7), today] },
    { label: '最近一个月', range: [shiftMonths(today, -1), today] },
    { label: '最近三个月', range: [shiftMonths(today, -3), today] },
  ];
}

const ordered = (a: string, b: string): [string, string] => (a && b && b < a ? [b, a] : [a, b]);

/** Whether a day is in the month shown or the one after it. */
function inView(date: string, view: YearMonth): boolean {
  const first = formatYmd(view.year, view.month, 1);
  const next = addMonths(view, 2);
  return date >= first && date < formatYmd(next.year, next.month, 1);
}

/**
 * 开始日期 至 结束日期 in one field, with two months side by side: the first click sets the start, the second the end
 * (an end before the start swaps them), or a quick range (最近一周, 最近一个月, 最近三个月). Both ends can be typed.
 */
export function DateRangePicker({
  value,
  onChange,
  placeholder = ['开始日期', '结束日期'],
  disabled = false,
  min,
  max,
  today: todayProp,
  className = '',
  ...aria
}: DateRangePickerProps) {
  const today = todayProp ?? todayYmd();
  const [from, to] = value;
  const [open, setOpen] = useState(false);
  const [drafts, setDrafts] = useState<[string | null, string | null]>([null, null]);
  // The start clicked, waiting for the end.
  const [pending, setPending] = useState<string | null>(null);
  const [hover, setHover] = useState<string | null>(null);
  const [view, setView] = useState<YearMonth>(() => monthOf(from || today));
  const [focusDate, setFocusDate] = useState(from || today);
  const anchorRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLInputElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const dayFocus = useDayFocus(panelRef, focusDate);
  const isDisabled = (date: string) => outOfRange(date, min, max);
  const clamp = (date: string) => (min && date < min ? min : max && date > max ? max : date);

  const show = () => {
    if (disabled || open) return;
    const start = from || to || today;
    setView(monthOf(start));
    setFocusDate(start);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    setPending(null);
    setHover(null);
  };
  const emit = (next: [string, string]) => {
    if (next[0] !== from || next[1] !== to) onChange(next);
  };
  const finish = (next: [string, string]) => {
    setDrafts([null, null]);
    emit(next);
    close();
    endRef.current?.focus();
  };
  const pick = (date: string) => {
    if (pending === null) {
      setPending(date);
      setFocusDate(date);
    } else finish(ordered(pending, date));
  };
  const moveTo = (date: string) => {
    setFocusDate(date);
    setHover(pending === null ? null : date);
    if (!inView(date, view))
      setView(date < formatYmd(view.year, view.month, 1) ? monthOf(date) : addMonths(monthOf(date), -1));
    dayFocus.request();
  };
  const commit = (end: 0 | 1) => {
    const draft = drafts[end];
    if (draft === null) return;
    setDrafts(end === 0 ? [null, drafts[1]] : [drafts[0], null]);
    const text = draft.trim();
    const date = text === '' ? '' : parseDate(text);
    if (date === undefined || (date && isDisabled(date))) return;
    emit(end === 0 ? ordered(date, to) : ordered(from, date));
  };

  const look = (date: string) => {
    if (pending !== null) {
      const [start, end] = ordered(pending, hover ?? pending);
      return { selected: date === pending, inRange: date >= start && date <= end };
    }
    return { selected: date === from || date === to, inRange: Boolean(from && to && date > from && date < to) };
  };

  const input = (end: 0 | 1) => ({
    type: 'text',
    autoComplete: 'off',
    disabled,
    placeholder: placeholder[end],
    value: drafts[end] ?? value[end],
    role: 'combobox',
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': open,
    onChange: (event: { target: { value: string } }) => {
      const text = event.target.value;
      setDrafts(end === 0 ? [text, drafts[1]] : [drafts[0], text]);
      show();
      // The calendar follows a date as soon as it is complete (an end shows in the right-hand month).
      const date = parseDate(text);
      if (date) {
        setView(end === 0 ? monthOf(date) : addMonths(monthOf(date), -1));
        setFocusDate(date);
      }
    },
    onClick: show,
    onBlur: () => commit(end),
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.nativeEvent.isComposing) return;
      if (event.key === 'Enter' && (open || drafts[end] !== null)) {
        event.preventDefault();
        commit(end);
        close();
      } else if (event.key === 'ArrowDown') {
        event.preventDefault();
        show();
        dayFocus.request();
      } else if (event.key === 'Escape' && (open || drafts[end] !== null)) {
        event.preventDefault();
        setDrafts([null, null]);
        close();
      }
    },
    className:
      'h-full min-w-0 flex-1 bg-transparent text-center text-sm text-slate-800 placeholder:text-slate-400 focus:outline-none',
  });

  const right = addMonths(view, 1);
  return (
    <Popover.Root open={open} onOpenChange={(next) => (next ? show() : close())}>
      <Popover.Anchor asChild>
        <div
          ref={anchorRef}
          className={`flex h-8 w-full items-center gap-1 rounded border border-slate-300 bg-white px-2.5 focus-within:border-brand focus-within:ring-2 focus-within:ring-brand-soft has-[:disabled]:bg-slate-100 has-[[aria-invalid=true]]:border-red-500 ${className}`}
        >
          <input {...aria} {...input(0)} />
          <span aria-hidden="true" className="shrink-0 text-sm text-slate-500">
            至
          </span>
          <input
            {...input(1)}
            ref={endRef}
            aria-label={placeholder[1]}
            aria-invalid={aria['aria-invalid']}
            aria-describedby={aria['aria-describedby']}
            aria-required={aria['aria-required']}
          />
          <CalendarIcon className="shrink-0 text-slate-500" />
        </div>
      </Popover.Anchor>
      <Popover.Portal>
        <Popover.Content
          ref={panelRef}
          align="start"
          sideOffset={4}
          aria-label="选择日期范围"
          onMouseLeave={() => setHover(null)}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            dayFocus.flush();
          }}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onEscapeKeyDown={() => {
            setDrafts([null, null]);
            endRef.current?.focus();
          }}
          onInteractOutside={(event) => {
            if (anchorRef.current?.contains(event.target as Node)) event.preventDefault();
          }}
          className="z-[950] rounded border border-slate-200 bg-white p-2 text-sm shadow-lg"
        >
          <div className="flex gap-4">
            {[view, right].map((month, index) => (
              <CalendarMonth
                key={index === 0 ? 'left' : 'right'}
                month={month}
                focusDate={focusDate}
                today={today}
                isDisabled={isDisabled}
                look={look}
                onPick={pick}
                onMove={moveTo}
                onHover={(date) => pending !== null && setHover(date)}
                before={
                  index === 0 && (
                    <>
                      <NavButton label="上一年" onClick={() => setView(addMonths(view, -12))}>
                        «
                      </NavButton>
                      <NavButton label="上个月" onClick={() => setView(addMonths(view, -1))}>
                        ‹
                      </NavButton>
                    </>
                  )
                }
                after={
                  index === 1 && (
                    <>
                      <NavButton label="下个月" onClick={() => setView(addMonths(view, 1))}>
                        ›
                      </NavButton>
                      <NavButton label="下一年" onClick={() => setView(addMonths(view, 12))}>
                        »
                      </NavButton>
                    </>
                  )
                }
              />
            ))}
          </div>
          <div className="mt-1 flex items-center gap-1 border-t border-slate-100 px-1 pt-2">
            {quickRanges(today).map(({ label, range }) => (
              <Button key={label} variant="text" size="sm" onClick={() => finish([clamp(range[0]), clamp(range[1])])}>
                {label}
              </Button>
            ))}
            <Button variant="text" size="sm" className="ml-auto" onClick={() => finish(['', ''])}>
              清空
            </Button>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
