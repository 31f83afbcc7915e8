import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { actionLink } from '@/shared/ui/action-link.ts';

/** The purchaser's pages about one record, opened with `?id=`. */
export type RecordPage =
  | '/purchase/order-detail'
  | '/purchase/edit-order'
  | '/purchase/order-check-detail'
  | '/purchase/after-sales-info'
  | '/purchase/after-sale-order-detail'
  | '/purchase/evaluate'
  | '/purchase/evaluateInfo';

/** A record's number opening its page, or (`action`) one of the row's actions, of their one size. */
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
    <Link to={to} search={{ id }} className={action ? actionLink : 'text-brand hover:underline'}>
      {children}
    </Link>
  );
}
