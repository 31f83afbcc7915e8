import { useId } from 'react';

const starSizes = { md: 'text-xl leading-none', touch: 'flex size-11 items-center justify-center text-2xl' };

/**
 * 1 to 5 stars: a radio group of its own name when `onChange` is given, read-only stars otherwise. `touch` makes each
 * star a thumb's size.
 */
export function Stars({
  label,
  value,
  onChange,
  error,
  size = 'md',
}: {
  label: string;
  value: number | undefined;
  onChange?: (value: number) => void;
  error?: string | undefined;
  size?: keyof typeof starSizes;
}) {
  const name = useId();
  const stars = [1, 2, 3, 4, 5];
  if (!onChange)
    return (
      <span role="img" aria-label={`${label}${value ?? 0}星`} className="text-amber-500">
        {stars.map((n) => (n <= (value ?? 0) ? '★' : '☆')).join('')}
      </span>
    );
  return (
    <div className="flex flex-wrap items-center gap-x-2 text-sm">
      <span className="w-16 text-slate-600">{label}</span>
      <fieldset aria-label={label} className="flex gap-0.5">
        {stars.map((n) => (
          <label
            key={n}
            className={`cursor-pointer ${starSizes[size]} ${n <= (value ?? 0) ? 'text-amber-500' : 'text-slate-300'} hover:text-amber-400`}
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-label={`${n}星`}
              className="sr-only"
            />
            ★
          </label>
        ))}
      </fieldset>
      {value !== undefined && <span className="text-xs text-slate-500">{value} 星</span>}
      {error && <span className="text-xs text-red-600">{error}</span>}
    </div>
  );
}
