import { useNavigate } from '@tanstack/react-router';
import { deleteSourcingCommodity, editSourcingCommodity, saveSourcingCommodity } from '@zc/sdk';
import { getSourcingDetailQueryOptions, useDeleteSourcingCommodity } from '@zc/sdk/react';
import { useState } from 'react';
import { type Commodity, commodityColumns } from '@/features/sourcing/commodity-columns.ts';
import { usePageSearch } from '@/shared/page/page.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { AddButton, CrudRowActions } from '@/shared/ui/Crud/row-actions.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { RecordPage } from '@/shared/ui/RecordPage/RecordPage.tsx';
import { TableSection } from '@/shared/ui/TableSection.tsx';
import { CommodityFormDialog } from './CommodityFormDialog.tsx';
import { sourcingChooser } from './choosers.ts';
import type { Sourcing } from './sourcing-columns.tsx';

/** The inquiries whose goods may still change: drafts and rejected ones. */
const drafts = sourcingChooser([0, 2]);

/** 寻源商品清单 (`?id=`): the draft's goods lines, added, edited and deleted, then on to its rules. */
export function SourcingGoodsPage() {
  const { id } = usePageSearch('/purchase/sourcing-add-list');
  return (
    <RecordPage id={id} chooser={drafts} load={(id) => getSourcingDetailQueryOptions({ path: { id } })}>
      {(sourcing) => <GoodsList sourcing={sourcing} />}
    </RecordPage>
  );
}

function GoodsList({ sourcing }: { sourcing: Sourcing }) {
  const navigate = useNavigate();
  const remove = useDeleteSourcingCommodity();
  const [editing, setEditing] = useState<Commodity | 'new'>();
  const lines = sourcing.commodities ?? [];
  const columns = [
    ...commodityColumns,
    ...columnsOf<Commodity>({
      actions: {
        header: '操作',
        cell: (line) => (
          <CrudRowActions
            kind="商品"
            name={line.goodsName}
            edit={{ call: editSourcingCommodity, run: () => setEditing(line) }}
            remove={{ call: deleteSourcingCommodity, run: () => remove.mutateAsync({ path: { id: line.id } }) }}
          />
        ),
      },
    }),
  ];
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between rounded bg-white px-4 py-3">
        <span className="font-medium text-slate-800">
          {sourcing.sourcingNo} {sourcing.sourcingName}
        </span>
        <span className="flex gap-2">
          <AddButton call={saveSourcingCommodity} label="新增商品" onClick={() => setEditing('new')} />
          <Button
            disabled={!lines.length}
            onClick={() => navigate({ to: '/purchase/sourcing-add-rules', search: { id: sourcing.id } })}
          >
            下一步：寻源规则
          </Button>
        </span>
      </div>
      <TableSection label="询价商品" columns={columns} records={lines} />
      {editing && (
        <CommodityFormDialog
          sourcingId={sourcing.id}
          editing={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
        />
      )}
    </div>
  );
}
