import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { goodsStateLabels } from '@zc/sdk/labels';
import { listItemStateHistoryQueryOptions, queryEvaluateDetailByGoodsIdQueryOptions } from '@zc/sdk/react';
import { type ReactNode, useState } from 'react';
import { EvaluationReplies } from '@/features/evaluation/replies.tsx';
import { formatDateTime } from '@/shared/format/date.ts';
import { labelOf } from '@/shared/format/labels.ts';
import { useSession } from '@/shared/session/session.ts';
import { Pagination } from '@/shared/ui/DataTable/Pagination.tsx';
import { SafeHtml } from '@/shared/ui/SafeHtml.tsx';

type GoodsDetail = components['schemas']['GoodsItemDetail'];

function Specifications({ goods }: { goods: GoodsDetail }) {
  const rows: [string, ReactNode][] = [
    ['商品名称', goods.name],
    ['商品编码', goods.sku],
    ['品牌', goods.brandName],
    ['型号', goods.model],
    ['规格', goods.spec],
    ['销售单位', goods.unit],
    ['商品条码', goods.barCode],
    ['税率', goods.taxRate === undefined ? undefined : `${goods.taxRate}%`],
    ['所属分类', goods.categoryPath?.replaceAll('/', ' > ')],
    ...(goods.properties ?? []).map((property): [string, ReactNode] => [property.propertyName, property.value]),
  ];
  return (
    <table className="w-full border-collapse text-sm">
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th
              scope="row"
              className="w-48 border border-slate-200 bg-slate-50 px-4 py-2 text-left font-normal text-slate-500"
            >
              {label}
            </th>
            <td className="border border-slate-200 px-4 py-2">{value || '--'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const stars = (score: number) => '★'.repeat(score) + '☆'.repeat(5 - score);

function Evaluations({ goodsId }: { goodsId: string }) {
  const [page, setPage] = useState({ current: 1, size: 10 });
  const evaluations = useQuery(
    queryEvaluateDetailByGoodsIdQueryOptions({ query: { goodsId, page: page.current, limit: page.size } }),
  );
  const records = evaluations.data?.records ?? [];
  if (evaluations.isSuccess && records.length === 0)
    return <p className="py-10 text-center text-sm text-slate-500">暂无评价</p>;
  return (
    <>
      <ul className="divide-y divide-slate-100">
        {records.map((evaluation) => (
          <li key={evaluation.id} className="flex gap-6 py-4 text-sm">
            <span className="w-40 shrink-0 text-xs text-slate-500">
              {evaluation.userName ?? '匿名用户'}
              <span className="block">{evaluation.purchaserName}</span>
            </span>
            <div className="flex-1">
              <span className="text-orange-500" role="img" aria-label={`${evaluation.score}星`}>
                {stars(evaluation.score)}
              </span>
              <p className="mt-1">{evaluation.content || '用户未填写评价内容'}</p>
              {evaluation.followUpContent && (
                <p className="mt-2 text-slate-700">
                  <span className="mr-2 text-orange-700">追评</span>
                  {evaluation.followUpContent}
                </p>
              )}
              <EvaluationReplies evaluation={evaluation} />
            </div>
            <span className="shrink-0 text-xs text-slate-500">{formatDateTime(evaluation.createTime)}</span>
          </li>
        ))}
      </ul>
      {evaluations.data && <Pagination total={evaluations.data.total} page={page} onPageChange={setPage} />}
    </>
  );
}

function StateHistory({ goodsId }: { goodsId: string }) {
  const history = useQuery(listItemStateHistoryQueryOptions({ path: { id: goodsId } }));
  return (
    <table className="w-full text-sm">
      <thead className="bg-slate-50 text-left text-slate-500">
        <tr>
          {['变更时间', '变更前', '变更后', '原因', '操作人'].map((title) => (
            <th key={title} className="px-4 py-2 font-normal">
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {history.data?.length === 0 && (
          <tr>
            <td colSpan={5} className="py-8 text-center text-slate-500">
              暂无状态变更记录
            </td>
          </tr>
        )}
        {history.data?.map((row) => (
          <tr key={row.id} className="border-b border-slate-100">
            <td className="px-4 py-2">{formatDateTime(row.createTime)}</td>
            <td className="px-4 py-2">{labelOf(goodsStateLabels, row.beforeState)}</td>
            <td className="px-4 py-2">{labelOf(goodsStateLabels, row.afterState)}</td>
            <td className="px-4 py-2">{row.reason ?? '--'}</td>
            <td className="px-4 py-2">{row.operatorName ?? '--'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The goods description, its specifications, evaluations and (for signed-in users) its shelf-state history. */
export function DetailTabs({ goods }: { goods: GoodsDetail }) {
  const session = useSession();
  const tabs = [
    ['intro', '商品介绍'],
    ['spec', '规格参数'],
    ['evaluations', `商品评价(${goods.evaluateCount ?? 0})`],
    ...(session ? [['history', '状态记录']] : []),
  ] as const;
  const [tab, setTab] = useState<string>('intro');
  return (
    <section className="mt-6 border border-slate-200 bg-white">
      <div role="tablist" aria-label="商品信息" className="flex border-b border-slate-200 bg-slate-50">
        {tabs.map(([key, title]) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            onClick={() => setTab(key)}
            className={`h-10 px-6 text-sm ${tab === key ? 'border-t-2 border-red-600 bg-white font-semibold text-red-600' : 'text-slate-600'}`}
          >
            {title}
          </button>
        ))}
      </div>
      <div role="tabpanel" className="p-6">
        {tab === 'intro' &&
          (goods.introduction ? <SafeHtml html={goods.introduction} /> : <Specifications goods={goods} />)}
        {tab === 'spec' && <Specifications goods={goods} />}
        {tab === 'evaluations' && <Evaluations goodsId={goods.id} />}
        {tab === 'history' && <StateHistory goodsId={goods.id} />}
      </div>
    </section>
  );
}
