import { useQuery } from '@tanstack/react-query';
import { type components, listMyMessages } from '@zc/sdk';
import { messageMsgTypeLabels, readFlagLabels } from '@zc/sdk/labels';
import { getMessageQueryOptions, useReadMessage } from '@zc/sdk/react';
import { useEffect } from 'react';
import { formatDateTime } from '@/shared/format/date.ts';
import { labelOf } from '@/shared/format/labels.ts';
import { usePageSearch } from '@/shared/page/page.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { Details } from '@/shared/ui/Details/Details.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { chooser } from '@/shared/ui/RecordPage/RecordChooser.tsx';
import { ChooseRecord } from '@/shared/ui/RecordPage/RecordPage.tsx';
import { messageFilters } from './filters.ts';

type Message = components['schemas']['Message'];

const messageChooser = chooser({
  noun: '消息',
  operation: listMyMessages,
  filters: messageFilters,
  columns: columnsOf<Message>({
    title: '标题',
    msgType: ['消息类型', messageMsgTypeLabels],
    sendTime: ['发送时间', 'dateTime'],
  }),
  open: (message) => ({ id: message.id }),
  name: (message) => message.title,
});

/** 消息详情 (`?id=`): the message in full; opening an unread message marks it read. */
export function MessageInfoPage() {
  const { id } = usePageSearch('/supplier-msg-info');
  return (
    <ChooseRecord id={id} chooser={messageChooser}>
      {(id) => <MessageInfo id={id} />}
    </ChooseRecord>
  );
}

function MessageInfo({ id }: { id: string }) {
  const query = useQuery(getMessageQueryOptions({ path: { id } }));
  const { mutate: markRead, isPending, isError } = useReadMessage();
  const unread = query.data?.readFlag === 0;
  useEffect(() => {
    // Once per unread message: a failure is shown by the SDK's toast and not retried in a loop.
    if (unread && !isPending && !isError) markRead({ path: { id } });
  }, [unread, isPending, isError, markRead, id]);

  return (
    <QueryState query={query}>
      {(message) => (
        <div className="flex flex-col gap-3">
          <Details
            title="消息信息"
            items={[
              { label: '标题', value: message.title, span: 3 },
              { label: '消息类型', value: labelOf(messageMsgTypeLabels, message.msgType) },
              { label: '发送人', value: message.senderName },
              { label: '发送时间', value: formatDateTime(message.sendTime) },
              { label: '阅读状态', value: labelOf(readFlagLabels, message.readFlag) },
              { label: '阅读时间', value: formatDateTime(message.readTime) },
            ]}
          />
          <article
            aria-label="消息内容"
            className="rounded bg-white p-4 text-sm leading-7 whitespace-pre-wrap text-slate-700"
          >
            {/* Shown as text: a message body is never trusted as markup. */}
            {message.content}
          </article>
        </div>
      )}
    </QueryState>
  );
}
