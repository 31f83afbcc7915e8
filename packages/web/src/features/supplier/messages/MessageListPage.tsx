import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { components } from '@zc/sdk';
import { listMyMessagesQueryOptions, useReadAllMessages, useReadMessage } from '@zc/sdk/react';
import { useListSearch } from '../../../app/page.tsx';
import { formatDateTime } from '../../../shared/format/date.ts';
import { labelOf, optionsOf } from '../../../shared/format/labels.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { createColumns, tableQuery } from '../../../shared/ui/DataTable/DataTable.tsx';
import { LegacyListPage as ListPage } from '../../../shared/ui/ListPage/ListPage.tsx';
import { toast } from '../../../shared/ui/Toast/toast.ts';
import { msgTypeLabels, readFlagLabels } from './labels.ts';

type Message = components['schemas']['Message'];
const column = createColumns<Message>();

/** 消息管理: the supplier user's inbox, filtered by read state, kind and title; messages marked read one by one or all. */
export function MessageListPage() {
  const list = useListSearch();
  const { readFlag, msgType, title } = list.filters;
  const query = useQuery({
    ...listMyMessagesQueryOptions({
      query: {
        page: list.page.current,
        limit: list.page.size,
        readFlag: readFlag === undefined ? undefined : (Number(readFlag) as Message['readFlag']),
        msgType: msgType === undefined ? undefined : (Number(msgType) as Message['msgType']),
        title,
      },
    }),
    placeholderData: keepPreviousData,
  });
  const read = useReadMessage({ onSuccess: () => toast.success('已标为已读') });
  const readAll = useReadAllMessages({ onSuccess: () => toast.success('全部消息已标为已读') });

  const columns = [
    column.accessor('title', {
      header: '标题',
      cell: ({ row }) => (
        <Link
          to="/supplier-msg-info"
          search={{ id: row.original.id }}
          className={`hover:underline ${row.original.readFlag === 0 ? 'font-medium text-slate-900' : 'text-slate-600'}`}
        >
          {row.original.title}
        </Link>
      ),
    }),
    column.accessor('msgType', { header: '消息类型', cell: (c) => labelOf(msgTypeLabels, c.getValue()) }),
    column.accessor('senderName', { header: '发送人' }),
    column.accessor('sendTime', { header: '发送时间', cell: (c) => formatDateTime(c.getValue()) }),
    column.accessor('readFlag', {
      header: '状态',
      cell: (c) => (
        <span className={c.getValue() === 0 ? 'text-red-600' : 'text-slate-400'}>
          {labelOf(readFlagLabels, c.getValue())}
        </span>
      ),
    }),
    column.display({
      id: 'actions',
      header: '操作',
      cell: ({ row }) =>
        row.original.readFlag === 0 && (
          <Button
            variant="text"
            size="sm"
            aria-label={`标为已读：${row.original.title}`}
            disabled={read.isPending}
            onClick={() => read.mutate({ path: { id: row.original.id } })}
          >
            标为已读
          </Button>
        ),
    }),
  ];

  return (
    <ListPage
      label="消息列表"
      list={list}
      filters={[
        { type: 'select', name: 'readFlag', label: '阅读状态', options: optionsOf(readFlagLabels) },
        { type: 'select', name: 'msgType', label: '消息类型', options: optionsOf(msgTypeLabels) },
        { name: 'title', label: '标题' },
      ]}
      toolbar={
        <Button loading={readAll.isPending} onClick={() => readAll.mutate({})}>
          全部标为已读
        </Button>
      }
      columns={columns}
      {...tableQuery(query)}
    />
  );
}
