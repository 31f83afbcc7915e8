import { type ReactNode, useId } from 'react';

/** What a control inside a Field spreads on itself, so that its label, error and required flag are announced. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}

export interface FieldProps {
  label: ReactNode;
  error?: string | undefined;
  required?: boolean;
  /** Below the control, in grey. */
  hint?: ReactNode;
  /** 'top' in forms, 'left' in filter bars. */
  layout?: 'top' | 'left';
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled form field: label, the control (given its id and aria attributes), then a hint or the error. */
export function Field({ label, error, required, hint, layout = 'top', className = '', children }: FieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={`${layout === 'left' ? 'flex items-center gap-2' : 'flex flex-col gap-1'} ${className}`}>
      <label htmlFor={id} className="shrink-0 text-sm text-slate-600">
        {required && (
          <span className="mr-0.5 text-red-500" aria-hidden="true">
            *
          </span>
        )}
        {label}
      </label>
      <div className={layout === 'left' ? 'min-w-0 flex-1' : ''}>
        {children({
          id,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error || hint ? messageId : undefined,
          'aria-required': required || undefined,
        })}
        {(error || hint) && (
          <p id={messageId} className={`mt-1 text-xs ${error ? 'text-red-600' : 'text-slate-500'}`}>
            {error || hint}
          </p>
        )}
      </div>
    </div>
  );
}
