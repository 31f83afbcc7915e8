import { type components, listMyMessages } from '@zc/sdk';
import { messageMsgTypeLabels, readFlagLabels } from '@zc/sdk/labels';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { GroupPage, latest, todo } from '@/shared/ui/GroupPage/GroupPage.tsx';

const unread = { readFlag: 0 } as const;

/** The unread messages, then the unread ones of each kind (Message.msgType), each opening 消息管理 filtered so. */
const todos = [
  todo({
    label: '未读消息',
    operation: listMyMessages,
    query: unread,
    list: { to: '/supplier-msg-manager', search: unread },
  }),
  ...([1, 2, 3, 4] as const).map((msgType) =>
    todo({
      label: `未读${messageMsgTypeLabels[msgType]}`,
      operation: listMyMessages,
      query: { ...unread, msgType },
      list: { to: '/supplier-msg-manager', search: { ...unread, msgType } },
    }),
  ),
];

const newest = [
  latest({
    title: '最新消息',
    operation: listMyMessages,
    columns: columnsOf<components['schemas']['Message']>({
      title: '标题',
      msgType: ['消息类型', messageMsgTypeLabels],
      readFlag: ['阅读状态', readFlagLabels],
      sendTime: ['发送时间', 'dateTime'],
    }),
    open: (message) => ({ to: '/supplier-msg-info', search: { id: message.id } }),
    name: (message) => message.title,
  }),
];

/** 消息中心: the unread messages, of each kind, and the latest messages. */
export function MessageOverviewPage() {
  return <GroupPage todos={todos} latest={newest} />;
}
