import type { components } from '@zc/sdk';
import { processInstanceDiagramStateLabels } from '@zc/sdk/labels';
import { useGetProcessInstanceDiagram, useListProcessHistory } from '@zc/sdk/react';
import { useMemo } from 'react';
import { formatDateTime } from '@/shared/format/date.ts';
import { labelOf } from '@/shared/format/labels.ts';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { type InstanceOf, stateColours, stepResult } from './InstanceProgress.tsx';
import { stepsAhead } from './steps-ahead.ts';

type Step = components['schemas']['ApprovalHistory'];

const dotColours = { 0: 'bg-green-600', 1: 'bg-red-600', open: 'bg-orange-500', ahead: 'bg-slate-300' } as const;
const resultColours = { 0: 'text-green-700', 1: 'text-red-600', open: 'text-orange-600' } as const;

/**
 * Where a process instance stands, for a phone's width: the flow's state and its whole path, one step under the
 * other - the steps reached (node, approver, 同意 or 驳回 in the flow's words, opinion, time), the open step, then,
 * greyed, the steps still to come, as the desktop's flow diagram shows them.
 */
export function InstanceSteps({ of }: { of: InstanceOf }) {
  const diagram = useGetProcessInstanceDiagram({ query: of }).data;
  const ahead = useMemo(() => (diagram ? stepsAhead(diagram) : []), [diagram]);
  const history = useListProcessHistory({ query: of });
  return (
    <section aria-label="审批流程" className="bg-white p-3 text-sm">
      <h2 className="flex items-center gap-2 font-medium">
        审批流程
        {diagram && (
          <span className={`rounded px-2 py-0.5 text-xs font-normal ${stateColours[diagram.state]}`}>
            {labelOf(processInstanceDiagramStateLabels, diagram.state)}
          </span>
        )}
      </h2>
      <QueryState query={history}>
        {(steps) => (
          <ol className="mt-3 ml-1.5 border-l-2 border-slate-200">
            {steps.map((step: Step) => {
              const outcome = step.result ?? 'open';
              return (
                <li key={step.taskId} aria-label={step.taskName} className="relative pb-3 pl-4">
                  <span
                    aria-hidden
                    className={`absolute top-1 -left-[7px] size-3 rounded-full ring-2 ring-white ${dotColours[outcome]}`}
                  />
                  <p className="flex justify-between gap-2">
                    <span className="min-w-0 break-all font-medium">{step.taskName}</span>
                    <span className={`shrink-0 ${resultColours[outcome]}`}>{stepResult(step)}</span>
                  </p>
                  <p className="text-xs text-slate-500">
                    {step.assigneeName} · {formatDateTime(step.endTime ?? step.startTime)}
                  </p>
                  {step.comment && <p className="mt-0.5 break-all text-xs text-slate-700">{step.comment}</p>}
                </li>
              );
            })}
            {ahead.map((step) => (
              <li key={step.id} aria-label={step.name} className="relative pb-3 pl-4 text-slate-400">
                <span
                  aria-hidden
                  className={`absolute top-1 -left-[7px] size-3 rounded-full ring-2 ring-white ${dotColours.ahead}`}
                />
                <p className="flex justify-between gap-2">
                  <span className="min-w-0 break-all">{step.name}</span>
                  <span className="shrink-0">未开始</span>
                </p>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </section>
  );
}
