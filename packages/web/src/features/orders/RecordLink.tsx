import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** The purchaser's pages about one record, opened with `?id=`. */
export type RecordPage =
  | '/purchase/order-detail'
  | '/purchase/edit-order'
  | '/purchase/order-check-detail'
  | '/purchase/after-sales-info'
  | '/purchase/after-sale-order-detail'
  | '/purchase/evaluate'
  | '/purchase/evaluateInfo';

/** A record's number opening its page, or (`action`) a row's action of the same size as the row's buttons. */
export function RecordLink({
  to,
  id,
  action = false,
  children,
}: {
  to: RecordPage;
  id: string;
  action?: boolean;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      search={{ id }}
      className={
        action ? 'inline-flex h-7 items-center px-2.5 text-xs text-brand hover:underline' : 'text-brand hover:underline'
      }
    >
      {children}
    </Link>
  );
}
