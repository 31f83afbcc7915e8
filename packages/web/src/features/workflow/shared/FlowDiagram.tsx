import { lazy, Suspense } from 'react';
import type { Highlights } from './bpmn-viewer.tsx';

// bpmn-js loads when a diagram is shown, with the designer's chunk, never with the list pages.
const BpmnViewer = lazy(() => import('../designer/designer.ts').then((module) => ({ default: module.BpmnViewer })));

/** A flow's BPMN drawn read-only (pan with the mouse, zoom with the wheel), its elements marked by `highlights`. */
export function FlowDiagram({ xml, highlights, label }: { xml: string; highlights?: Highlights; label: string }) {
  return (
    <Suspense fallback={<p className="h-80 p-6 text-sm text-slate-500">流程图加载中…</p>}>
      <BpmnViewer xml={xml} highlights={highlights} label={label} />
    </Suspense>
  );
}
