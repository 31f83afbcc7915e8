import { type KeyboardEvent, useState } from 'react';
import { controlClass } from '../Input.tsx';
import { DatePicker } from './DatePicker.tsx';
import type { ControlAriaProps } from './Select.tsx';

export interface DateTimePickerProps extends ControlAriaProps {
  /** 'YYYY-MM-DD HH:mm:ss', as the platform writes a moment, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** Today as 'YYYY-MM-DD' (tests); the user's clock otherwise. */
  today?: string;
  /** The time field's accessible name ('开始时间的时:分'); the day field is named by the form's label. */
  timeLabel?: string;
}

const clock = /^([01]?\d|2[0-3])[:：]([0-5]\d)$/;

/** 'HH:mm' of typed text ('9:5' is not a time, '9:05' is 09:05), or undefined. */
const timeOf = (text: string) => {
  const match = clock.exec(text.trim());
  return match ? `${(match[1] as string).padStart(2, '0')}:${match[2]}` : undefined;
};

/**
 * A moment: the day from the kit's calendar and the time typed as HH:mm beside it (committed on Enter or leaving the
 * field, dropped when it is not a time). A day chosen without a time is taken at 00:00; clearing the day clears both.
 */
export function DateTimePicker({
  value,
  onChange,
  disabled = false,
  today,
  timeLabel = '时:分',
  ...aria
}: DateTimePickerProps) {
  const [day = '', time = ''] = value ? [value.slice(0, 10), value.slice(11, 16)] : [];
  const [draft, setDraft] = useState<string | null>(null);

  const commitTime = () => {
    if (draft === null) return;
    setDraft(null);
    const typed = timeOf(draft);
    if (typed && day && typed !== time) onChange(`${day} ${typed}:00`);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && draft !== null) {
      event.preventDefault();
      commitTime();
    } else if (event.key === 'Escape') setDraft(null);
  };

  return (
    <div className="flex gap-2">
      <DatePicker
        {...aria}
        className="min-w-0 flex-1"
        value={day}
        onChange={(date) => onChange(date ? `${date} ${time || '00:00'}:00` : '')}
        disabled={disabled}
        today={today}
      />
      <input
        aria-label={timeLabel}
        aria-describedby={aria['aria-describedby']}
        aria-invalid={aria['aria-invalid']}
        className={`${controlClass.replace('w-full', 'w-20')} shrink-0 text-center`}
        placeholder="时:分"
        inputMode="numeric"
        maxLength={5}
        disabled={disabled || !day}
        value={draft ?? time}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commitTime}
        onKeyDown={onKeyDown}
      />
    </div>
  );
}
