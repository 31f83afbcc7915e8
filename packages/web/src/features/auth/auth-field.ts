import type { FieldProps } from '@/shared/ui/Field.tsx';

/**
 * How the authentication forms set the shared Field: the required mark after the label (the label's text is the
 * control's name), and a line kept under each control, so that a message coming or going does not move the form.
 */
export const authField = { requiredMark: 'after', reserveMessageLine: true } as const satisfies Partial<FieldProps>;

/** A field's error as react-hook-form keeps it. */
export type FieldMessage = { message?: string | undefined } | undefined;
