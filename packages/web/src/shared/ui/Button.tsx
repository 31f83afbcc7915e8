import type { ComponentProps } from 'react';
import { actionLink } from './action-link.ts';
import { SpinnerIcon } from './icons.tsx';

const variants = {
  primary: 'bg-brand text-white hover:bg-brand-strong border border-brand hover:border-brand-strong',
  default: 'bg-white text-slate-700 border border-slate-300 hover:border-brand hover:text-brand',
  danger: 'bg-red-600 text-white border border-red-600 hover:bg-red-700',
  // A text button is an action link, of the one size every action link has, whatever `size` says.
  text: actionLink,
} as const;
const sizes = { sm: 'h-7 px-2.5 text-xs', md: 'h-8 px-4 text-sm' } as const;

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Shows a spinner and disables the button (a call in flight). */
  loading?: boolean;
}

/** The platform button: primary in the theme colour, default outlined, danger, or a text link. Type 'button' unless set. */
export function Button({
  variant = 'default',
  size = 'md',
  loading = false,
  disabled,
  className = '',
  type = 'button',
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      {...props}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={`inline-flex items-center justify-center gap-1.5 rounded whitespace-nowrap transition disabled:cursor-not-allowed disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${variants[variant]} ${variant === 'text' ? '' : sizes[size]} ${className}`}
    >
      {loading && <SpinnerIcon />}
      {children}
    </button>
  );
}
