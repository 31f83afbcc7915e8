import { Link } from '@tanstack/react-router';
import { type components, pagePlatformMessages, sendPlatformMessage } from '@zc/sdk';
import { platformMessageMsgTypeLabels, platformMessageReceiverTypeLabels } from '@zc/sdk/labels';
import { useList } from '@/shared/list/use-list.ts';
import { IfAllowed } from '@/shared/permission/may-call.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { messageFilters } from './filters.ts';

type PlatformMessage = components['schemas']['PlatformMessage'];

/** 消息管理: the messages the platform sent, to whom, and how many of them read it. */
export function MessageListPage() {
  const list = useList(pagePlatformMessages, messageFilters);
  const columns = columnsOf<PlatformMessage>({
    title: '标题',
    msgType: ['消息类型', platformMessageMsgTypeLabels],
    receiverType: ['接收对象', platformMessageReceiverTypeLabels],
    receiverCount: '接收人数',
    readCount: '已读人数',
    senderName: '发送人',
    sendTime: ['发送时间', 'dateTime'],
    actions: {
      header: '操作',
      cell: (message) => (
        <Link to="/msg-info" search={{ id: message.id }} className="text-sm text-brand hover:underline">
          详情
        </Link>
      ),
    },
  });
  const toolbar = (
    <IfAllowed call={sendPlatformMessage}>
      <Link
        to="/add-msg"
        className="inline-flex h-8 items-center rounded bg-brand px-4 text-sm text-white hover:bg-brand-strong"
      >
        发送消息
      </Link>
    </IfAllowed>
  );
  return <ListPage label="消息列表" list={list} toolbar={toolbar} columns={columns} />;
}
