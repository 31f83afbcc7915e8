import type { components } from '@zc/sdk';
import { formatDateTime } from '@/shared/format/date.ts';
import type { DetailItem } from '@/shared/ui/Details/Details.tsx';

type Evaluate = components['schemas']['Evaluate'];

/** The supplier's reply and, once it replied, the platform's: the last items of an evaluation's details. */
export function replyItems(evaluation: Evaluate): DetailItem[] {
  return [
    { label: '供应商回复', value: evaluation.replyContent, span: 2 },
    { label: '回复时间', value: formatDateTime(evaluation.replyTime) },
    ...(evaluation.platformReply
      ? [
          { label: '平台回复', value: evaluation.platformReply, span: 2 as const },
          { label: '平台回复时间', value: formatDateTime(evaluation.platformReplyTime) },
        ]
      : []),
  ];
}

/** The replies under an evaluation in the mall's list of them. */
export function EvaluationReplies({ evaluation }: { evaluation: Evaluate }) {
  const replies = [
    ['供应商回复', evaluation.replyContent],
    ['平台回复', evaluation.platformReply],
  ].filter(([, text]) => text);
  return replies.map(([who, text]) => (
    <p key={who} className="mt-2 bg-slate-50 px-3 py-2 text-xs text-slate-600">
      {who}：{text}
    </p>
  ));
}
