// A deployed flow drawn by bpmn-js's navigated viewer (pan and zoom, no editing), with what an instance has passed
// marked on it. Loaded with the designer's lazy chunk (../designer/designer.ts), never with a first load.
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import './bpmn-viewer.css';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import type Canvas from 'diagram-js/lib/core/Canvas';
import { useEffect, useRef, useState } from 'react';
import { nameOpinions } from './opinion-names.ts';

export interface Highlights {
  /** Events, tasks and gateways passed. */
  finished?: readonly string[];
  /** Tasks open now. */
  active?: readonly string[];
  /** Sequence flows taken. */
  taken?: readonly string[];
}

const markers = { finished: 'wf-finished', active: 'wf-active', taken: 'wf-taken' } as const;

/** The flow drawn to fit its frame, elements marked by what the instance did with them. */
export function BpmnViewer({ xml, highlights = {}, label }: { xml: string; highlights?: Highlights; label: string }) {
  const frame = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const container = frame.current;
    if (!container) return;
    const viewer = new NavigatedViewer({ container });
    // The opinions renamed once the file is read, before anything is drawn.
    viewer.on('import.parse.complete', ({ elementsById }: { elementsById?: Record<string, { name?: string }> }) =>
      nameOpinions(elementsById ?? {}),
    );
    let live = true;
    viewer
      .importXML(xml)
      .then(() => {
        if (!live) return;
        const canvas = viewer.get<Canvas>('canvas');
        const registry = viewer.get<{ get: (id: string) => unknown }>('elementRegistry');
        for (const [kind, marker] of Object.entries(markers))
          for (const id of highlights[kind as keyof Highlights] ?? [])
            if (registry.get(id)) canvas.addMarker(id, marker);
        // 'auto' centres the diagram in its frame (diagram-js takes it; its types name only a point).
        canvas.zoom('fit-viewport', 'auto' as never);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      viewer.destroy();
    };
  }, [xml, highlights]);
  return (
    <div className="wf-diagram relative h-80 rounded border border-slate-200 bg-slate-50">
      <div ref={frame} role="img" aria-label={label} className="h-full w-full" />
      {failed && (
        <p role="alert" className="absolute inset-0 flex items-center justify-center text-sm text-red-600">
          流程图无法显示：流程文件不是有效的 BPMN 2.0 文件
        </p>
      )}
    </div>
  );
}
