import type { ReactNode } from 'react';
import { Button } from '@/shared/ui/Button.tsx';

/** The submit button of an authentication form: full width, disabled and saying so (`busyText`) while submitting. */
export function SubmitButton({
  submitting,
  busyText = '提交中…',
  children,
}: {
  submitting: boolean;
  busyText?: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" variant="primary" disabled={submitting} className="w-full">
      {submitting ? busyText : children}
    </Button>
  );
}
