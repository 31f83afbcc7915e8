import {
  addSupplierScore,
  type components,
  deleteSupplierScore,
  pageSupplierScores,
  updateSupplierScore,
} from '@zc/sdk';
import { supplierScoreGradeLabels } from '@zc/sdk/labels';
import { useDeleteSupplierScore } from '@zc/sdk/react';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { AddButton, ContentRowActions } from '../../content/shared/row-actions.tsx';
import { useSupplierColumn } from '../../shared/suppliers.tsx';
import { scoreFilters } from './filters.ts';
import { ScoreFormDialog } from './ScoreFormDialog.tsx';

type Score = components['schemas']['SupplierScore'];

/** 供应商评分: each supplier's quarterly scores by dimension, their total and grade. */
export function ScoreListPage() {
  const list = useList(pageSupplierScores, scoreFilters);
  const remove = useDeleteSupplierScore();
  const [editing, setEditing] = useState<Score | 'new'>();
  const columns = columnsOf<Score>({
    supplierName: useSupplierColumn<Score>(),
    period: { header: '评分期间', cell: (score) => `${score.scoreYear} 年第 ${score.scoreQuarter} 季度` },
    qualityScore: '商品质量',
    deliveryScore: '交付',
    serviceScore: '服务与售后',
    priceScore: '价格',
    totalScore: '总分',
    grade: ['等级', supplierScoreGradeLabels],
    scorerName: '评分人',
    createTime: ['评分时间', 'dateTime'],
    actions: {
      header: '操作',
      cell: (score) => (
        <ContentRowActions
          kind="评分"
          name={`${score.supplierName} ${score.scoreYear} 年第 ${score.scoreQuarter} 季度`}
          edit={{ call: updateSupplierScore, run: () => setEditing(score) }}
          remove={{ call: deleteSupplierScore, run: () => remove.mutateAsync({ path: { id: score.id } }) }}
        />
      ),
    },
  });
  const toolbar = <AddButton call={addSupplierScore} label="新增评分" onClick={() => setEditing('new')} />;
  return (
    <>
      <ListPage label="供应商评分列表" list={list} toolbar={toolbar} columns={columns} />
      {editing && <ScoreFormDialog score={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
