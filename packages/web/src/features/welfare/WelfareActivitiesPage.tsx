import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { components } from '@zc/sdk';
import { getWelfareQueryOptions, pageWelfaresQueryOptions, pageWelfareUsersQueryOptions } from '@zc/sdk/react';
import { useListSearch, useSetPageSearch } from '../../app/page.tsx';
import { formatDate, formatDateTime } from '../../shared/format/date.ts';
import { labelOf, optionsOf } from '../../shared/format/labels.ts';
import { formatMoney } from '../../shared/format/money.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { createColumns, tableQuery } from '../../shared/ui/DataTable/DataTable.tsx';
import { Details } from '../../shared/ui/Details/Details.tsx';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { LegacyListPage as ListPage } from '../../shared/ui/ListPage/ListPage.tsx';
import { QueryState } from '../../shared/ui/QueryState.tsx';
import { welfareStatusLabels, welfareTypeLabels } from './labels.ts';

type Welfare = components['schemas']['Welfare'];
type Membership = components['schemas']['WelfareUser'];
const column = createColumns<Welfare>();

/** The user's place in each activity (quota, spent, balance); a welfare user reads only their own. */
function useMemberships() {
  const query = useQuery(pageWelfareUsersQueryOptions({ query: { current: 1, size: 100 } }));
  return new Map((query.data?.records ?? []).map((row) => [row.welfareId, row]));
}

const balanceOf = (member: Membership | undefined) =>
  member ? (member.balance ?? member.quotaAmount - member.usedAmount) : undefined;

/** One activity: its dates, rules and what the user has left to spend. */
function WelfareDetail({ id, member, onClose }: { id: string; member?: Membership; onClose: () => void }) {
  const query = useQuery(getWelfareQueryOptions({ path: { id } }));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="福利活动详情" width="w-[720px]">
      <QueryState query={query}>
        {(welfare) => (
          <div className="flex flex-col gap-3">
            <Details
              title="活动信息"
              items={[
                { label: '活动名称', value: welfare.welfareName },
                { label: '活动类型', value: labelOf(welfareTypeLabels, welfare.welfareType) },
                { label: '活动状态', value: labelOf(welfareStatusLabels, welfare.status) },
                { label: '发放单位', value: welfare.purchaserName },
                { label: '开始时间', value: formatDateTime(welfare.startTime) },
                { label: '结束时间', value: formatDateTime(welfare.endTime) },
                { label: '每人额度', value: `¥${formatMoney(welfare.quotaPerUser)}` },
                { label: '活动说明', value: welfare.description, span: 3 },
              ]}
            />
            <Details
              title="我的福利"
              items={[
                { label: '福利角色', value: member?.welfareRoleName },
                { label: '所在部门', value: member?.deptName },
                { label: '我的额度', value: member && `¥${formatMoney(member.quotaAmount)}` },
                { label: '已使用', value: member && `¥${formatMoney(member.usedAmount)}` },
                { label: '可用余额', value: member && `¥${formatMoney(balanceOf(member) ?? 0)}` },
              ]}
            />
          </div>
        )}
      </QueryState>
    </Dialog>
  );
}

/** 福利活动: the activities the signed-in welfare user takes part in, with their balance; detail and own orders. */
export function WelfareActivitiesPage() {
  const list = useListSearch();
  const setSearch = useSetPageSearch<{ id?: string }>();
  const members = useMemberships();
  const { welfareName, status, id } = list.filters;
  const query = useQuery({
    ...pageWelfaresQueryOptions({
      query: {
        current: list.page.current,
        size: list.page.size,
        welfareName,
        status: status === undefined ? undefined : (Number(status) as Welfare['status']),
      },
    }),
    placeholderData: keepPreviousData,
  });
  const columns = [
    column.accessor('welfareName', {
      header: '活动名称',
      cell: ({ row }) => (
        <button
          type="button"
          className="text-left text-brand hover:underline"
          onClick={() => setSearch({ id: row.original.id })}
        >
          {row.original.welfareName}
        </button>
      ),
    }),
    column.accessor('welfareType', { header: '活动类型', cell: (c) => labelOf(welfareTypeLabels, c.getValue()) }),
    column.accessor('purchaserName', { header: '发放单位' }),
    column.display({
      id: 'period',
      header: '活动时间',
      cell: ({ row }) => `${formatDate(row.original.startTime)} 至 ${formatDate(row.original.endTime)}`,
    }),
    column.accessor('quotaPerUser', {
      header: '每人额度',
      cell: (c) => formatMoney(c.getValue()),
      meta: { align: 'right' },
    }),
    column.display({
      id: 'balance',
      header: '可用余额',
      cell: ({ row }) => formatMoney(balanceOf(members.get(row.original.id))),
      meta: { align: 'right' },
    }),
    column.accessor('status', { header: '状态', cell: (c) => labelOf(welfareStatusLabels, c.getValue()) }),
    column.display({
      id: 'actions',
      header: '操作',
      cell: ({ row }) => (
        <span className="flex gap-3">
          <Button variant="text" size="sm" onClick={() => setSearch({ id: row.original.id })}>
            详情
          </Button>
          <Link
            to="/welfare-user-activity-orders"
            search={{ welfareId: row.original.id } as never}
            className="text-sm text-brand hover:underline"
          >
            我的订单<span className="sr-only">：{row.original.welfareName}</span>
          </Link>
        </span>
      ),
    }),
  ];
  return (
    <ListPage
      label="福利活动"
      list={list}
      filters={[
        { name: 'welfareName', label: '活动名称' },
        { type: 'select', name: 'status', label: '活动状态', options: optionsOf(welfareStatusLabels) },
      ]}
      columns={columns}
      {...tableQuery(query)}
    >
      {id && <WelfareDetail id={id} member={members.get(id)} onClose={() => setSearch({ id: undefined })} />}
    </ListPage>
  );
}
