import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type components, pagePlatformMessages } from '@zc/sdk';
import { platformMessageMsgTypeLabels, platformMessageReceiverTypeLabels, readFlagLabels } from '@zc/sdk/labels';
import { getPlatformMessageQueryOptions, pagePlatformMessageReceiversQueryOptions } from '@zc/sdk/react';
import { useState } from 'react';
import { formatDateTime } from '@/shared/format/date.ts';
import { labelOf, optionsOf } from '@/shared/format/labels.ts';
import { usePageSearch } from '@/shared/page/page.tsx';
import { Select } from '@/shared/ui/controls/Select.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { DataTable } from '@/shared/ui/DataTable/DataTable.tsx';
import { Details } from '@/shared/ui/Details/Details.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { chooser } from '@/shared/ui/RecordPage/RecordChooser.tsx';
import { ChooseRecord } from '@/shared/ui/RecordPage/RecordPage.tsx';
import { messageFilters } from './filters.ts';

type Receiver = components['schemas']['MessageReceiver'];
type PlatformMessage = components['schemas']['PlatformMessage'];

const messageChooser = chooser({
  noun: '消息',
  operation: pagePlatformMessages,
  filters: messageFilters,
  columns: columnsOf<PlatformMessage>({
    title: '标题',
    receiverType: ['接收对象', platformMessageReceiverTypeLabels],
    sendTime: ['发送时间', 'dateTime'],
  }),
  open: (message) => ({ id: message.id }),
  name: (message) => message.title,
});

/** 消息详情 (`?id=`): a platform message sent, and each receiver with whether and when they read it. */
export function MessageInfoPage() {
  const { id } = usePageSearch('/msg-info');
  return (
    <ChooseRecord id={id} chooser={messageChooser}>
      {(id) => <SentMessage id={id} />}
    </ChooseRecord>
  );
}

function SentMessage({ id }: { id: string }) {
  const message = useQuery(getPlatformMessageQueryOptions({ path: { id } }));
  return (
    <QueryState query={message}>
      {(sent) => (
        <div className="flex flex-col gap-3">
          <Details
            title="消息信息"
            items={[
              { label: '标题', value: sent.title, span: 3 },
              { label: '消息类型', value: labelOf(platformMessageMsgTypeLabels, sent.msgType) },
              { label: '接收对象', value: labelOf(platformMessageReceiverTypeLabels, sent.receiverType) },
              { label: '发送时间', value: formatDateTime(sent.sendTime) },
              { label: '发送人', value: sent.senderName },
              { label: '接收人数', value: sent.receiverCount },
              { label: '已读人数', value: `${sent.readCount}（未读 ${sent.receiverCount - sent.readCount}）` },
              { label: '内容', value: <p className="whitespace-pre-wrap">{sent.content}</p>, span: 3 },
            ]}
          />
          <Receivers id={sent.id} />
        </div>
      )}
    </QueryState>
  );
}

function Receivers({ id }: { id: string }) {
  const [page, setPage] = useState({ current: 1, size: 20 });
  const [readFlag, setReadFlag] = useState('');
  const receivers = useQuery({
    ...pagePlatformMessageReceiversQueryOptions({
      path: { id },
      query: {
        page: page.current,
        limit: page.size,
        readFlag: readFlag === '' ? undefined : (Number(readFlag) as 0 | 1),
      },
    }),
    placeholderData: keepPreviousData,
  });
  const columns = columnsOf<Receiver>({
    account: '账号',
    fullName: '姓名',
    orgName: '所属组织',
    readFlag: ['阅读状态', readFlagLabels],
    readTime: ['阅读时间', 'dateTime'],
  });
  return (
    <section aria-label="接收人" className="flex flex-col gap-2 rounded bg-white p-4">
      <div className="flex items-center gap-2">
        <h3 className="border-l-4 border-brand pl-2 font-medium text-slate-800">接收人</h3>
        <Select
          aria-label="阅读状态"
          className="ml-auto w-32"
          value={readFlag}
          onChange={(value) => {
            setReadFlag(value);
            setPage((current) => ({ ...current, current: 1 }));
          }}
          options={optionsOf(readFlagLabels)}
          placeholder="全部"
          clearable
        />
      </div>
      <DataTable
        label="接收人列表"
        columns={columns}
        data={receivers.data}
        isPending={receivers.isPending}
        error={receivers.error}
        onRetry={receivers.refetch}
        page={page}
        onPageChange={setPage}
        rowKey={(row) => row.messageId}
      />
    </section>
  );
}
