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
  /**
   * Where the required mark stands: 'before' the label's text, inside the label (the default), or 'after' it, outside
   * the label, so that the label's text is exactly the control's name.
   */
  requiredMark?: 'before' | 'after';
  /** Below the control, in grey. */
  hint?: ReactNode;
  /** Keeps one line under the control for the hint or error, so that a message coming or going moves nothing below. */
  reserveMessageLine?: boolean;
  /** 'top' in forms, 'left' in filter bars. */
  layout?: 'top' | 'left';
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled form field: label, the control (given its id and aria attributes), then a hint or the error. */
export function Field({
  label,
  error,
  required,
  requiredMark = 'before',
  hint,
  reserveMessageLine = false,
  layout = 'top',
  className = '',
  children,
}: FieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error || hint;
  const mark = required && (
    <span className={`${requiredMark === 'before' ? 'mr-0.5' : 'ml-0.5'} text-red-500`} aria-hidden="true">
      *
    </span>
  );
  const labelElement = (
    <label htmlFor={id} className="shrink-0 text-sm text-slate-600">
      {requiredMark === 'before' && mark}
      {label}
    </label>
  );
  return (
    <div className={`${layout === 'left' ? 'flex items-center gap-2' : 'flex flex-col gap-1'} ${className}`}>
      {requiredMark === 'after' ? (
        <span className="shrink-0 text-sm">
          {labelElement}
          {mark}
        </span>
      ) : (
        labelElement
      )}
      <div className={layout === 'left' ? 'min-w-0 flex-1' : ''}>
        {children({
          id,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': message ? messageId : undefined,
          'aria-required': required || undefined,
        })}
        {(message || reserveMessageLine) && (
          <p
            id={message ? messageId : undefined}
            className={`mt-1 text-xs${reserveMessageLine ? ' min-h-4' : ''} ${error ? 'text-red-600' : 'text-slate-500'}`}
          >
            {message}
          </p>
        )}
      </div>
    </div>
  );
}
