import { Link } from '@tanstack/react-router';
import type { components } from '@zc/sdk';
import { messageMsgTypeLabels, readFlagLabels } from '@zc/sdk/labels';
import type { useReadMessage } from '@zc/sdk/react';
import { labelOf } from '@/shared/format/labels.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';

type Message = components['schemas']['Message'];

const isUnread = (message: Message) => message.readFlag === 0;

/** The inbox's columns: unread messages stand out and may be marked read (`read`, shared by every row). */
export const messageColumns = (read: ReturnType<typeof useReadMessage>) =>
  columnsOf<Message>({
    title: {
      header: '标题',
      cell: (message) => (
        <Link
          to="/supplier-msg-info"
          search={{ id: message.id }}
          className={`hover:underline ${isUnread(message) ? 'font-medium text-slate-900' : 'text-slate-600'}`}
        >
          {message.title}
        </Link>
      ),
    },
    msgType: ['消息类型', messageMsgTypeLabels],
    senderName: '发送人',
    sendTime: ['发送时间', 'dateTime'],
    readFlag: {
      header: '状态',
      cell: (message) => (
        <span className={isUnread(message) ? 'text-red-600' : 'text-slate-500'}>
          {labelOf(readFlagLabels, message.readFlag)}
        </span>
      ),
    },
    actions: {
      header: '操作',
      cell: (message) =>
        isUnread(message) && (
          <Button
            variant="text"
            size="sm"
            aria-label={`标为已读：${message.title}`}
            disabled={read.isPending}
            onClick={() => read.mutate({ path: { id: message.id } })}
          >
            标为已读
          </Button>
        ),
    },
  });
