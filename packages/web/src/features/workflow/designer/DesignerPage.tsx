import { lazy, Suspense } from 'react';
import { askHost, designerApi } from './designer-host.tsx';

// bpmn-js loads when the page renders, not with the route tree that the app's entry (and tests) import.
const Designer = lazy(() => import('./designer.ts').then((module) => ({ default: module.Designer })));

export interface DesignerPageProps {
  /** 0 offers deploying the flow. */
  type?: string | undefined;
  /** The department the flow is drawn for. */
  deptId?: string | undefined;
}

/** The approval-flow designer over the whole window (spec 02 §2), wired to the SDK and the app's confirms. */
export function DesignerPage({ type, deptId }: DesignerPageProps) {
  return (
    <div className="h-screen">
      <Suspense fallback={<p className="p-6 text-sm text-slate-500">设计器加载中…</p>}>
        <Designer
          api={designerApi}
          // Inferred: a flow is deployed for a department, so without one deploying is not offered.
          type={deptId ? type : undefined}
          deptId={deptId}
          // The designer's own toasts rise from the bottom of the canvas; the app's, at the top, would hide the toolbar.
          confirm={askHost}
        />
      </Suspense>
    </div>
  );
}
