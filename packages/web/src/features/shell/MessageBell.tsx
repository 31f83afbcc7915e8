// The header's bell: how many messages are unread, the newest of them, and marking them read.
import * as Popover from '@radix-ui/react-popover';
import { Link } from '@tanstack/react-router';
import { useListMyMessages, useReadAllMessages, useReadMessage } from '@zc/sdk/react';
import { formatRelativeTime } from '@/shared/format/relative-time.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { BellIcon } from '@/shared/ui/icons.tsx';

/** How many of the newest unread messages the bell lists. */
const SHOWN = 5;

/** `inbox`: the page listing every message of this user, when the user has one. */
export function MessageBell({ inbox }: { inbox?: '/supplier-msg-manager' }) {
  const unread = useListMyMessages({ query: { readFlag: 0, page: 1, limit: SHOWN } });
  const read = useReadMessage();
  const readAll = useReadAllMessages();
  const count = unread.data?.total ?? 0;
  const messages = unread.data?.records ?? [];
  return (
    <Popover.Root>
      <Popover.Trigger
        aria-label={count ? `消息，${count} 条未读` : '消息'}
        className="relative rounded p-1 text-slate-500 hover:text-brand"
      >
        <BellIcon width={18} height={18} />
        {count > 0 && (
          <span className="absolute -top-1 -right-1.5 min-w-4 rounded-full bg-red-500 px-1 text-center text-[10px] leading-4 text-white">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          aria-label="未读消息"
          className="z-50 w-80 rounded bg-white text-sm shadow-lg ring-1 ring-slate-200"
        >
          <header className="flex items-center justify-between border-b border-slate-100 px-3 py-2">
            <span className="font-medium">未读消息（{count}）</span>
            <Button
              variant="text"
              size="sm"
              disabled={count === 0}
              loading={readAll.isPending}
              onClick={() => readAll.mutate({})}
            >
              全部已读
            </Button>
          </header>
          {messages.length === 0 ? (
            <p className="px-3 py-6 text-center text-slate-500">暂无未读消息</p>
          ) : (
            <ul className="max-h-80 overflow-auto">
              {messages.map((message) => (
                <li key={message.id} className="border-b border-slate-50 px-3 py-2 last:border-0">
                  <p className="truncate font-medium text-slate-800">{message.title}</p>
                  <p className="line-clamp-2 text-xs text-slate-500">{message.content}</p>
                  <div className="mt-1 flex items-center justify-between text-xs text-slate-500">
                    <span>{formatRelativeTime(message.sendTime)}</span>
                    <Button variant="text" size="sm" onClick={() => read.mutate({ path: { id: message.id } })}>
                      标为已读
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {inbox && (
            <Popover.Close asChild>
              <Link to={inbox} className="block border-t border-slate-100 py-2 text-center text-brand">
                查看全部消息
              </Link>
            </Popover.Close>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
