import { optionalString, searchParams } from '@/shared/page/search.ts';

/** A sourcing order's pages: the order, and its number when the link knows it (no call reads one order alone). */
export const orderSearch = searchParams({ id: optionalString, orderNo: optionalString });
