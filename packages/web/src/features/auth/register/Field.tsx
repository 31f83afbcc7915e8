import type { ReactNode } from 'react';

export const inputClass =
  'w-full rounded border border-slate-300 px-3 py-2 text-sm outline-none focus:border-brand aria-[invalid=true]:border-red-400';

/** A labelled form control with its error under it (outside the label, so the label stays the control's name). */
export function Field({
  id,
  label,
  required,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1 text-sm">
      <span>
        <label htmlFor={id}>{label}</label>
        {/* Outside the label, so that the control's name stays the label's text. */}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-500">
            *
          </span>
        )}
      </span>
      {children}
      {/* One line kept for the message, so that a message coming or going does not move what is below. */}
      {error ? (
        <p id={`${id}-error`} className="min-h-4 text-xs text-red-600">
          {error}
        </p>
      ) : (
        <p className="min-h-4 text-xs text-slate-500">{hint}</p>
      )}
    </div>
  );
}

/** Props tying a control to its Field: id, invalid state and the error text that describes it. */
export const controlProps = (id: string, error?: string) => ({
  id,
  'aria-invalid': !!error,
  'aria-describedby': error ? `${id}-error` : undefined,
});

/** The frame of the public authentication pages: the platform's name over a white card. */
export function AuthFrame({ title, wide, children }: { title: string; wide?: boolean; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-start justify-center bg-gradient-to-br from-brand-soft to-white px-4 py-10">
      <section
        className={`w-full ${wide ? 'max-w-2xl' : 'max-w-md'} rounded-xl bg-white p-8 shadow-lg`}
        aria-labelledby="auth-title"
      >
        <p className="text-center text-sm font-medium tracking-widest text-brand">
          <a href="/">政采商城</a>
        </p>
        <h1 id="auth-title" className="mt-1 text-center text-2xl font-semibold text-slate-800">
          {title}
        </h1>
        {children}
      </section>
    </main>
  );
}
