import { useQueries, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { messageMsgTypeLabels } from '@zc/sdk/labels';
import { listMyMessagesQueryOptions } from '@zc/sdk/react';
import { OverviewCards } from '@/features/supplier/sourcing/OverviewCards.tsx';

const one = { page: 1, limit: 1 } as const;
/** Each kind of message (Message.msgType), with its label. */
const types = ([1, 2, 3, 4] as const).map((code) => ({ code, label: messageMsgTypeLabels[code] }));
const linkClass = 'text-brand hover:underline';

/** 消息中心: unread and all messages, and the unread ones of each kind, each leading to 消息管理 filtered so. */
export function MessageOverviewPage() {
  const unread = useQuery(listMyMessagesQueryOptions({ query: { ...one, readFlag: 0 } }));
  const all = useQuery(listMyMessagesQueryOptions({ query: one }));
  const byType = useQueries({
    queries: types.map(({ code }) => listMyMessagesQueryOptions({ query: { ...one, readFlag: 0, msgType: code } })),
  });
  return (
    <OverviewCards
      label="消息中心概览"
      items={[
        {
          label: '未读消息',
          count: unread,
          link: (
            <Link to="/supplier-msg-manager" search={{ readFlag: 0 }} className={linkClass}>
              查看未读
            </Link>
          ),
        },
        {
          label: '全部消息',
          count: all,
          link: (
            <Link to="/supplier-msg-manager" className={linkClass}>
              查看全部
            </Link>
          ),
        },
        ...types.map(({ code, label }, index) => ({
          label: `未读${label}`,
          count: byType[index],
          link: (
            <Link to="/supplier-msg-manager" search={{ readFlag: 0, msgType: code }} className={linkClass}>
              查看
            </Link>
          ),
        })),
      ]}
    />
  );
}
