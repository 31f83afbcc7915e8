import { InvoiceManagerPage } from './InvoiceManagerPage.tsx';

/** 京东发票管理: the invoice titles of orders placed through the JD channel. */
export function JdInvoiceManagerPage() {
  return <InvoiceManagerPage channel="jd" />;
}
