import { useEffect, useState } from 'react';

export interface QuantityInputProps {
  value: number;
  min?: number;
  max?: number;
  /**
   * A whole quantity within min and max, after − or +, or when the typed number is left (blur, Enter). When it
   * answers a promise that rejects (the backend refused), the box shows `value` again.
   */
  onChange: (quantity: number) => unknown;
  label: string;
  disabled?: boolean;
  /** `touch`: 44 px targets for a finger (the phone's pages). */
  size?: 'md' | 'touch';
}

const sizes = { md: { step: 'h-7 w-7', box: 'h-7 w-14' }, touch: { step: 'size-11 text-lg', box: 'h-11 w-14' } };
const step = 'border border-slate-300 bg-slate-50 text-slate-600 hover:bg-slate-100 disabled:opacity-40';

/** − [n] +: what is typed is kept while typing and brought within min and max when left. */
export function QuantityInput({
  value,
  min = 1,
  max = 99999,
  onChange,
  label,
  disabled,
  size = 'md',
}: QuantityInputProps) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const commit = (wanted: number) => {
    const quantity = Math.min(Math.max(Number.isFinite(wanted) ? Math.floor(wanted) : value, min), max);
    setText(String(quantity));
    if (quantity !== value) Promise.resolve(onChange(quantity)).catch(() => setText(String(value)));
  };
  return (
    <span className="inline-flex items-center">
      <button
        type="button"
        aria-label={`减少${label}`}
        className={`${step} ${sizes[size].step} rounded-l`}
        disabled={disabled || value <= min}
        onClick={() => commit(value - 1)}
      >
        −
      </button>
      <input
        aria-label={label}
        inputMode="numeric"
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.target.value.replace(/\D/g, ''))}
        onBlur={() => commit(Number(text || min))}
        onKeyDown={(event) => event.key === 'Enter' && commit(Number(text || min))}
        className={`${sizes[size].box} border-y border-slate-300 text-center text-sm focus:outline-none`}
      />
      <button
        type="button"
        aria-label={`增加${label}`}
        className={`${step} ${sizes[size].step} rounded-r`}
        disabled={disabled || value >= max}
        onClick={() => commit(value + 1)}
      >
        +
      </button>
    </span>
  );
}
