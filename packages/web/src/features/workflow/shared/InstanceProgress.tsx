import type { components } from '@zc/sdk';
import { approvalHistoryResultLabels, processInstanceDiagramStateLabels } from '@zc/sdk/labels';
import { useGetProcessInstanceDiagram, useListProcessHistory } from '@zc/sdk/react';
import { useMemo } from 'react';
import { labelOf } from '@/shared/format/labels.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { TableSection } from '@/shared/ui/TableSection.tsx';
import { FlowDiagram } from './FlowDiagram.tsx';

type Diagram = components['schemas']['ProcessInstanceDiagram'];
type Step = components['schemas']['ApprovalHistory'];

export const stateColours: Record<Diagram['state'], string> = {
  0: 'bg-orange-50 text-orange-700',
  1: 'bg-green-50 text-green-700',
  2: 'bg-red-50 text-red-700',
};

const legend = [
  ['border-green-600 bg-green-50', '已完成'],
  ['border-orange-600 bg-orange-50', '当前节点'],
] as const;

function InstanceDiagram({ diagram }: { diagram: Diagram }) {
  const highlights = useMemo(
    () => ({ finished: diagram.finishedElementIds, active: diagram.activeElementIds, taken: diagram.takenFlowIds }),
    [diagram],
  );
  return (
    <section aria-label="流程图" className="flex flex-col gap-2 rounded bg-white p-4">
      <header className="flex flex-wrap items-center gap-3">
        <h3 className="border-l-4 border-brand pl-2 font-medium text-slate-800">流程图</h3>
        <span className={`rounded px-2 py-0.5 text-xs ${stateColours[diagram.state]}`}>
          {labelOf(processInstanceDiagramStateLabels, diagram.state)}
        </span>
        <ul className="ml-auto flex gap-4 text-xs text-slate-500">
          {legend.map(([colour, name]) => (
            <li key={name} className="flex items-center gap-1">
              <span aria-hidden className={`inline-block h-3 w-4 rounded-sm border-2 ${colour}`} />
              {name}
            </li>
          ))}
        </ul>
      </header>
      <FlowDiagram xml={diagram.xml} highlights={highlights} label={`${diagram.processName}流程图`} />
    </section>
  );
}

/** A step's outcome in the flow's words: 同意, 驳回, or 审批中 while it is open. */
export const stepResult = (step: Step) =>
  step.result === undefined ? '审批中' : labelOf(approvalHistoryResultLabels, step.result);

const historyColumns = columnsOf<Step>({
  taskName: '审批节点',
  assigneeName: '审批人',
  result: { header: '审批结果', cell: stepResult },
  comment: '审批意见',
  startTime: ['开始时间', 'dateTime'],
  endTime: ['完成时间', 'dateTime'],
});

/** A process instance, or the latest one approving a business record (a plan, an order, a notice). */
export type InstanceOf = { processInstanceId: string } | { businessKey: string };

/**
 * Where a process instance stands: its flow with the path taken and the open task, and who did what, when, saying
 * what.
 */
export function InstanceProgress({ of }: { of: InstanceOf }) {
  const diagram = useGetProcessInstanceDiagram({ query: of });
  const history = useListProcessHistory({ query: of });
  return (
    <div className="flex flex-col gap-3">
      <QueryState query={diagram}>{(data) => <InstanceDiagram diagram={data} />}</QueryState>
      <QueryState query={history}>
        {(steps) => <TableSection label="审批记录" columns={historyColumns} records={steps} />}
      </QueryState>
    </div>
  );
}

/**
 * The flow approving a business record (a plan, an order), on the record's own page: nothing for a record approved
 * before flows ran it. Its history is asked first, which answers an empty list where the diagram would answer an error.
 */
export function BusinessFlowDiagram({ businessKey }: { businessKey: string }) {
  const history = useListProcessHistory({ query: { businessKey } });
  const diagram = useGetProcessInstanceDiagram({ query: { businessKey } }, { enabled: Boolean(history.data?.length) });
  return history.data?.length ? (
    <QueryState query={diagram}>{(data) => <InstanceDiagram diagram={data} />}</QueryState>
  ) : null;
}
