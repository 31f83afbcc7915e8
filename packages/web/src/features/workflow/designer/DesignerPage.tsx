import { getProcessDefinitionXml } from '@zc/sdk';
import { lazy, Suspense, useEffect, useState } from 'react';
import { errorMessage } from '@/shared/ui/error-message.ts';
import { askHost, designerApi } from './designer-host.tsx';

// bpmn-js loads when the page renders, not with the route tree that the app's entry (and tests) import.
const Designer = lazy(() => import('./designer.ts').then((module) => ({ default: module.Designer })));

export interface DesignerPageProps {
  /** 0 offers deploying the flow. */
  type?: string | undefined;
  /** The department the flow is drawn for. */
  deptId?: string | undefined;
  /** A deployed flow to open (流程定义's 编辑); an empty approval flow when absent. */
  deploymentId?: string | undefined;
}

/** The BPMN of a deployed flow, or an empty flow without one: loading, the XML, or why it could not be read. */
function useDeployedXml(deploymentId: string | undefined) {
  const [state, setState] = useState<{ xml?: string; error?: string; loading: boolean }>({
    loading: Boolean(deploymentId),
  });
  useEffect(() => {
    if (!deploymentId) return;
    let live = true;
    getProcessDefinitionXml({ query: { deploymentId } }).then(
      ({ xml }) => live && setState({ xml, loading: false }),
      (error: unknown) => live && setState({ error: errorMessage(error, '流程文件读取失败'), loading: false }),
    );
    return () => {
      live = false;
    };
  }, [deploymentId]);
  return state;
}

/** The approval-flow designer over the whole window (spec 02 §2), wired to the SDK and the app's confirms. */
export function DesignerPage({ type, deptId, deploymentId }: DesignerPageProps) {
  const deployed = useDeployedXml(deploymentId);
  const loading = <p className="p-6 text-sm text-slate-500">设计器加载中…</p>;
  if (deployed.error)
    return (
      <p role="alert" className="p-6 text-sm text-red-600">
        {deployed.error}
      </p>
    );
  if (deployed.loading) return loading;
  return (
    <div className="h-screen">
      <Suspense fallback={loading}>
        <Designer
          xml={deployed.xml}
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
