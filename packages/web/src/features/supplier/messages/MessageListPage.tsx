import { listMyMessages } from '@zc/sdk';
import { useReadAllMessages, useReadMessage } from '@zc/sdk/react';
import { useList } from '@/shared/list/use-list.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { messageFilters } from './filters.ts';
import { messageColumns } from './message-columns.tsx';

/** 消息管理: the supplier user's inbox, filtered by read state, kind and title; messages marked read one by one or all. */
export function MessageListPage() {
  const list = useList(listMyMessages, messageFilters);
  const read = useReadMessage({ onSuccess: () => toast.success('已标为已读') });
  const readAll = useReadAllMessages({ onSuccess: () => toast.success('全部消息已标为已读') });
  const toolbar = (
    <Button loading={readAll.isPending} onClick={() => readAll.mutate({})}>
      全部标为已读
    </Button>
  );
  return <ListPage label="消息列表" list={list} toolbar={toolbar} columns={messageColumns(read)} />;
}
