import { useQuery } from '@tanstack/react-query';
import { type components, saveEvaluate } from '@zc/sdk';
import { evaluateStateLabels } from '@zc/sdk/labels';
import { queryEvaluateDetailQueryOptions } from '@zc/sdk/react';
import { useState } from 'react';
import { dimensions } from '@/features/evaluation/evaluate-form.ts';
import { replyItems } from '@/features/evaluation/replies.tsx';
import { Stars } from '@/features/evaluation/Stars.tsx';
import { RecordLink } from '@/features/orders/RecordLink.tsx';
import { formatDateTime } from '@/shared/format/date.ts';
import { labelOf } from '@/shared/format/labels.ts';
import { usePageSearch } from '@/shared/page/page.tsx';
import { IfAllowed } from '@/shared/permission/may-call.tsx';
import { Permission } from '@/shared/permission/Permission.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { Details } from '@/shared/ui/Details/Details.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { RecordChooser } from '@/shared/ui/RecordPage/RecordChooser.tsx';
import { ChooseRecord } from '@/shared/ui/RecordPage/RecordPage.tsx';
import { evaluatedChooser } from './choosers.ts';
import { FollowUpDialog } from './FollowUpDialog.tsx';

type Evaluate = components['schemas']['Evaluate'];

/** 评价详情 (`?id=` of an order): each line's stars, text, photos, follow-up and the supplier's reply. */
export function EvaluateInfoPage() {
  const { id } = usePageSearch('/purchase/evaluateInfo');
  return (
    <ChooseRecord id={id} chooser={evaluatedChooser}>
      {(id) => <EvaluateInfo id={id} />}
    </ChooseRecord>
  );
}

function EvaluateInfo({ id }: { id: string }) {
  const [following, setFollowing] = useState<Evaluate>();
  const query = useQuery(queryEvaluateDetailQueryOptions({ query: { orderId: id } }));
  return (
    <QueryState query={query}>
      {(rows) => {
        const evaluated = rows.filter((row) => row.evaluateState !== 0);
        // The call answers an order of someone else, or none, as one without evaluations.
        if (evaluated.length === 0)
          return (
            <div className="flex flex-col gap-3">
              <p className="rounded bg-white p-10 text-center text-sm text-slate-500">
                该订单还没有评价，
                <RecordLink to="/purchase/evaluate" id={id}>
                  去评价
                </RecordLink>
              </p>
              <RecordChooser prompt="或从下面选择一条评价打开。" />
            </div>
          );
        return (
          <div className="flex flex-col gap-3">
            {evaluated.map((row) => (
              <Details
                key={row.id}
                title={row.goodsName}
                actions={
                  row.evaluateState === 1 && (
                    <Permission value="evaluate:add">
                      <IfAllowed call={saveEvaluate}>
                        <Button variant="primary" size="sm" onClick={() => setFollowing(row)}>
                          追评
                        </Button>
                      </IfAllowed>
                    </Permission>
                  )
                }
                items={[
                  { label: '订单编号', value: row.orderNo },
                  { label: '供应商', value: row.supplierName },
                  { label: '评价状态', value: labelOf(evaluateStateLabels, row.evaluateState) },
                  ...dimensions.map(([name, label]) => ({
                    label,
                    value: <Stars label={label} value={row[name]} />,
                  })),
                  { label: '评价人', value: row.userName },
                  { label: '匿名评价', value: row.isAnonymous === 1 ? '是' : '否' },
                  { label: '评价时间', value: formatDateTime(row.createTime) },
                  { label: '评价内容', value: row.content, span: 3 },
                  { label: '晒图', value: <Photos urls={row.images} />, span: 3 },
                  ...(row.evaluateState === 2
                    ? [
                        { label: '追评内容', value: row.followUpContent, span: 2 as const },
                        { label: '追评时间', value: formatDateTime(row.followUpTime) },
                        { label: '追评晒图', value: <Photos urls={row.followUpImages} />, span: 3 as const },
                      ]
                    : []),
                  ...replyItems(row),
                ]}
              />
            ))}
            {following && <FollowUpDialog row={following} onClose={() => setFollowing(undefined)} />}
          </div>
        );
      }}
    </QueryState>
  );
}

/** Photos of an evaluation or its follow-up. */
function Photos({ urls }: { urls: string[] | undefined }) {
  return urls?.length ? (
    <span className="flex flex-wrap gap-2">
      {urls.map((url) => (
        <img key={url} src={url} alt="评价图片" className="size-20 rounded object-cover" />
      ))}
    </span>
  ) : undefined;
}
