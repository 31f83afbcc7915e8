import type { ComponentProps } from 'react';

export const controlClass =
  'h-8 w-full rounded border border-slate-300 bg-white px-2.5 text-sm text-slate-800 placeholder:text-slate-400 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand-soft disabled:bg-slate-100 aria-invalid:border-red-500';

/** A text input in the platform style; pass `aria-invalid` to mark an error. */
export function Input({ className = '', ...props }: ComponentProps<'input'>) {
  return <input {...props} className={`${controlClass} ${className}`} />;
}
