import { Link } from '@tanstack/react-router';
import { sourcingStatusLabels } from '@zc/sdk/labels';
import { getSourcingDetailQueryOptions } from '@zc/sdk/react';
import { commodityColumns } from '@/features/sourcing/commodity-columns.ts';
import { SourcingDetails } from '@/features/sourcing/SourcingSheet.tsx';
import { labelOf } from '@/shared/format/labels.ts';
import { usePageSearch } from '@/shared/page/page.tsx';
import { Details } from '@/shared/ui/Details/Details.tsx';
import { RecordPage } from '@/shared/ui/RecordPage/RecordPage.tsx';
import { TableSection } from '@/shared/ui/TableSection.tsx';
import { sourcingChooser } from './choosers.ts';
import type { Sourcing } from './sourcing-columns.tsx';

const inquiries = sourcingChooser();

/**
 * 寻源详情 and 寻源清单详情 (`?id=`), read only: the whole inquiry with its goods, or its goods list alone. A closed or
 * decided inquiry links to its quotations side by side.
 */
export function SourcingInfoPage({ goodsOnly = false }: { goodsOnly?: boolean }) {
  const { id } = usePageSearch(goodsOnly ? '/purchase/sourcing-sourcing-list-info' : '/purchase/sourcing-info');
  return (
    <RecordPage id={id} chooser={inquiries} load={(id) => getSourcingDetailQueryOptions({ path: { id } })}>
      {(sourcing) => (
        <div className="flex flex-col gap-3">
          {goodsOnly ? (
            <Heading sourcing={sourcing} />
          ) : (
            <SourcingDetails sourcing={sourcing} actions={<Next sourcing={sourcing} />} />
          )}
          {!goodsOnly && sourcing.statusReason && (
            <Details title="处理原因" items={[{ label: '原因', value: sourcing.statusReason, span: 3 }]} />
          )}
          <TableSection label="询价商品" columns={commodityColumns} records={sourcing.commodities ?? []} />
        </div>
      )}
    </RecordPage>
  );
}

function Heading({ sourcing }: { sourcing: Sourcing }) {
  return (
    <Details
      title="询价单"
      items={[
        { label: '询价编号', value: sourcing.sourcingNo },
        { label: '询价标题', value: sourcing.sourcingName },
        { label: '询价状态', value: labelOf(sourcingStatusLabels, sourcing.status) },
      ]}
    />
  );
}

/** Quotations are compared once quoting has closed. */
function Next({ sourcing }: { sourcing: Sourcing }) {
  if (sourcing.status !== 4 && sourcing.status !== 5) return null;
  return (
    <Link to="/purchase/sourcing-info-two" search={{ id: sourcing.id }} className="text-sm text-brand">
      {sourcing.status === 4 ? '比价选定' : '比价详情'}
    </Link>
  );
}
