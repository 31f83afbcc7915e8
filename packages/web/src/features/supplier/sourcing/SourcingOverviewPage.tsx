import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { pageSupplierSourcingOrdersQueryOptions, pageSupplierSourcingQueryOptions } from '@zc/sdk/react';
import { OverviewCards } from './OverviewCards.tsx';

const one = { current: 1, size: 1 } as const;
const linkClass = 'text-brand hover:underline';

/** 在线寻源: what waits for the supplier in each sourcing page, counted, with a link to it. */
export function SourcingOverviewPage() {
  const toQuote = useQuery(pageSupplierSourcingQueryOptions({ query: { ...one, status: 3, quoteStatus: 0 } }));
  const quoted = useQuery(pageSupplierSourcingQueryOptions({ query: { ...one, status: 3, quoteStatus: 1 } }));
  const orders = useQuery(pageSupplierSourcingOrdersQueryOptions({ query: one }));
  const toSign = useQuery(pageSupplierSourcingOrdersQueryOptions({ query: { ...one, status: 0 } }));
  return (
    <OverviewCards
      label="在线寻源概览"
      items={[
        {
          label: '待报价询价',
          count: toQuote,
          link: (
            <Link to="/supplier-sourcing-offer" search={{ status: 3, quoteStatus: 0 }} className={linkClass}>
              去报价
            </Link>
          ),
        },
        {
          label: '已报价（报价中）',
          count: quoted,
          link: (
            <Link to="/supplier-sourcing-offer" search={{ status: 3, quoteStatus: 1 }} className={linkClass}>
              查看报价
            </Link>
          ),
        },
        {
          label: '寻源订单',
          count: orders,
          link: (
            <Link to="/supplier-sourcing-order" className={linkClass}>
              查看订单
            </Link>
          ),
        },
        {
          label: '待签合同',
          count: toSign,
          link: (
            <Link to="/supplier-sourcing-contract" search={{ status: 0 }} className={linkClass}>
              去生成合同
            </Link>
          ),
        },
        {
          label: '寻源测试',
          hint: '在示例询价上试填报价，不会提交',
          link: (
            <Link to="/supplier-sourcing-test" className={linkClass}>
              去试填
            </Link>
          ),
        },
      ]}
    />
  );
}
