import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { biddingRulesInvoiceTypeLabels, pickRuleLabels, projectTypeLabels, quoteModeLabels } from '@zc/sdk/labels';
import { getBiddingRulesQueryOptions } from '@zc/sdk/react';
import { labelOf } from '@/shared/format/labels.ts';
import { formatMoney } from '@/shared/format/money.ts';
import { Details } from '@/shared/ui/Details/Details.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';

/** How a kind of project speaks of itself: 竞价 and 最高限价 and 报价, or 拍卖 and 起拍价 and 出价. */
export interface RuleWords {
  word: string;
  limitWord: string;
  bidWord: string;
  projectType: components['schemas']['ProjectType'];
}

/** The names of the pick rules: the best price wins, the lowest when buying and the highest in an auction. */
export const pickRulesOf = (projectType: components['schemas']['ProjectType']) =>
  projectType === 3 ? { 1: '最高价中标', 2: '非最高价定标' } : pickRuleLabels;

/** The words of a project's type, where no page of its kind says them: an auction sells, the others buy. */
export const ruleWordsOf = (projectType: components['schemas']['ProjectType']): RuleWords =>
  projectType === 3
    ? { word: '拍卖', limitWord: '起拍价', bidWord: '出价', projectType }
    : { word: projectTypeLabels[projectType], limitWord: '最高限价', bidWord: '报价', projectType };

const flag = (value: number | undefined) => (value === undefined ? undefined : value === 1 ? '是' : '否');

/** The rules the purchaser set, read by the approver before publishing and by suppliers before bidding. */
export function ProjectRules({ kind, projectId }: { kind: RuleWords; projectId: string }) {
  const query = useQuery(getBiddingRulesQueryOptions({ path: { id: projectId } }));
  return (
    <QueryState query={query}>
      {(rules) => (
        <Details
          title={`${kind.word}规则`}
          items={[
            { label: '报价方式', value: labelOf(quoteModeLabels, rules.quoteMode) },
            { label: '定标规则', value: labelOf(pickRulesOf(kind.projectType), rules.pickRule) },
            { label: kind.limitWord, value: formatMoney(rules.startPrice) },
            { label: '最小幅度', value: formatMoney(rules.minStep) },
            { label: '最大幅度', value: rules.maxStep === undefined ? '不限' : formatMoney(rules.maxStep) },
            { label: '最少供应商数', value: rules.minSupplierCount },
            {
              label: '延时规则',
              value:
                rules.delayTriggerMinutes && rules.delayMinutes
                  ? `结束前 ${rules.delayTriggerMinutes} 分钟内${kind.bidWord}延长 ${rules.delayMinutes} 分钟，最多 ${rules.maxDelayTimes ?? 0} 次`
                  : '不延时',
              span: 2,
            },
            { label: '第二轮', value: flag(rules.secondRound) },
            {
              label: '第二轮时长',
              value: rules.secondRoundMinutes === undefined ? undefined : `${rules.secondRoundMinutes} 分钟`,
            },
            { label: '进入第二轮供应商数', value: rules.secondRoundSupplierCount },
            { label: '显示排名', value: flag(rules.showRank) },
            { label: '显示最优价', value: flag(rules.showBestPrice) },
            { label: '发票要求', value: labelOf(biddingRulesInvoiceTypeLabels, rules.invoiceType) },
            { label: '付款条件', value: rules.paymentTerms, span: 3 },
            { label: '其他规则', value: rules.remark, span: 3 },
          ]}
        />
      )}
    </QueryState>
  );
}
