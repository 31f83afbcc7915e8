import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css';
import 'bpmn-js-bpmnlint/dist/assets/css/bpmn-js-bpmnlint.css';
import 'bpmn-js-token-simulation/assets/css/bpmn-js-token-simulation.css';
import 'diagram-js-minimap/assets/diagram-js-minimap.css';
import './designer.css';
import type Modeler from 'bpmn-js/lib/Modeler';
import type Canvas from 'diagram-js/lib/core/Canvas';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Confirm, DesignerApi, NoticeKind, Notify } from './api.ts';
import { createModeler } from './modeler/createModeler.ts';
import { newDiagramXml } from './new-diagram.ts';
import { DesignerContext, type DesignerContextValue } from './panel/context.ts';
import { PropertiesPanel } from './panel/PropertiesPanel.tsx';
import { Toolbar } from './toolbar/Toolbar.tsx';
import { defaultPrefix, type VocabularyPrefix } from './vocabularies/index.ts';

export interface DesignerProps {
  api: DesignerApi;
  /** The route's `type` query parameter: deploying is offered only for 0. */
  type?: string | number;
  /** The route's `deptId` query parameter: the department the flow is deployed for. */
  deptId?: string;
  /** The vocabulary the panel writes; diagrams of the other two still import and export intact. */
  prefix?: VocabularyPrefix;
  /** The diagram to open; an empty approval flow when omitted. */
  xml?: string;
  /** Shows a toast; the designer's own toasts when omitted. */
  notify?: Notify;
  /** Asks a question; `window.confirm` when omitted. */
  confirm?: Confirm;
  /** Called with the modeler once the first diagram is imported. */
  onReady?: (modeler: Modeler) => void;
}

const windowConfirm: Confirm = async (message, details = []) => window.confirm([message, ...details].join('\n'));

interface Toast {
  id: number;
  message: string;
  kind: NoticeKind;
}

const toastDuration = 3000;

function useToasts(): [Toast[], Notify] {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const notify = useMemo<Notify>(() => {
    let next = 0;
    return (message, kind) => {
      const id = next++;
      setToasts((current) => [...current, { id, message, kind }]);
      setTimeout(() => setToasts((current) => current.filter((toast) => toast.id !== id)), toastDuration);
    };
  }, []);
  return [toasts, notify];
}

/** The approval-flow designer: toolbar, canvas with minimap and lint, and the properties panel. */
export function Designer({
  api,
  type,
  deptId = '',
  prefix = defaultPrefix,
  xml,
  notify,
  confirm,
  onReady,
}: DesignerProps) {
  const canvasRef = useRef<HTMLDivElement>(null);
  const onReadyRef = useRef(onReady);
  onReadyRef.current = onReady;
  const [modeler, setModeler] = useState<Modeler>();
  const [toasts, toast] = useToasts();

  useEffect(() => {
    const container = canvasRef.current;
    if (!container) return;
    const created = createModeler({ container, prefix });
    let destroyed = false;
    // Toolbar and panel appear once there is a diagram to work on, even when the first import failed.
    const show = () => !destroyed && setModeler(created);
    created
      .importXML(xml ?? newDiagramXml())
      .then(() => {
        show();
        onReadyRef.current?.(created);
      })
      .catch((error) => {
        console.error(error);
        show();
      });
    // The canvas shrinks once the toolbar is there, and with the window: the palette lays itself out anew
    // (in two columns when one does not fit).
    const resized = new ResizeObserver(() => !destroyed && created.get<Canvas>('canvas').resized());
    resized.observe(container);
    return () => {
      destroyed = true;
      resized.disconnect();
      created.destroy();
    };
  }, [prefix, xml]);

  const context = useMemo<DesignerContextValue | null>(
    () =>
      modeler ? { modeler, prefix, api, deptId, notify: notify ?? toast, confirm: confirm ?? windowConfirm } : null,
    [modeler, prefix, api, deptId, notify, toast, confirm],
  );

  return (
    <DesignerContext.Provider value={context}>
      <div className="zc-designer">
        {context && <Toolbar canDeploy={String(type) === '0'} />}
        <div className="zc-designer-body">
          <div className="zc-canvas" ref={canvasRef} />
          {context && <PropertiesPanel />}
        </div>
        <ul className="zc-toasts" aria-live="polite">
          {toasts.map((item) => (
            <li
              key={item.id}
              className={`zc-toast zc-toast-${item.kind}`}
              role={item.kind === 'error' ? 'alert' : 'status'}
            >
              {item.message}
            </li>
          ))}
        </ul>
      </div>
    </DesignerContext.Provider>
  );
}
