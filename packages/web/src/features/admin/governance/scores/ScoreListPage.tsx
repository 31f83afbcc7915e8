import { addSupplierScore, deleteSupplierScore, pageSupplierScores, updateSupplierScore } from '@zc/sdk';
import { supplierScoreGradeLabels } from '@zc/sdk/labels';
import { useList } from '@/shared/list/use-list.ts';
import { CrudListPage } from '@/shared/ui/Crud/CrudListPage.tsx';
import { useSupplierColumn } from '../../shared/suppliers.tsx';
import { scoreFilters } from './filters.ts';
import { ScoreFormDialog } from './ScoreFormDialog.tsx';

/** 供应商评分: each supplier's quarterly scores by dimension, their total and grade. */
export function ScoreListPage() {
  return (
    <CrudListPage
      label="供应商评分列表"
      list={useList(pageSupplierScores, scoreFilters)}
      kind="评分"
      nameOf={(score) => `${score.supplierName} ${score.scoreYear} 年第 ${score.scoreQuarter} 季度`}
      calls={{ add: addSupplierScore, edit: updateSupplierScore, remove: deleteSupplierScore }}
      columns={{
        supplierName: useSupplierColumn(),
        period: { header: '评分期间', cell: (score) => `${score.scoreYear} 年第 ${score.scoreQuarter} 季度` },
        qualityScore: '商品质量',
        deliveryScore: '交付',
        serviceScore: '服务与售后',
        priceScore: '价格',
        totalScore: '总分',
        grade: ['等级', supplierScoreGradeLabels],
        scorerName: '评分人',
        createTime: ['评分时间', 'dateTime'],
      }}
      form={(editing, close) => <ScoreFormDialog score={editing} onClose={close} />}
    />
  );
}
