import type Modeler from 'bpmn-js/lib/Modeler';
import type CommandStack from 'diagram-js/lib/command/CommandStack';
import type Canvas from 'diagram-js/lib/core/Canvas';
import type AlignElements from 'diagram-js/lib/features/align-elements/AlignElements';
import type { Alignment } from 'diagram-js/lib/features/align-elements/AlignElements';
import type Selection from 'diagram-js/lib/features/selection/Selection';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { newDiagramXml } from '../new-diagram.ts';
import { useDesigner } from '../panel/context.ts';
import { Dialog } from '../panel/controls.tsx';
import { messages } from '../validation/messages.ts';
import { ColourPicker } from './ColourPicker.tsx';
import { deployDiagram } from './deploy.ts';
import { type DownloadKind, exportDiagram, processName, saveFile, xmlToJson } from './files.ts';
import { Icon, type IconName } from './icons.tsx';
import { centre, nextZoom, zoom } from './zoom.ts';

const alignments: [Alignment, string][] = [
  ['left', '左对齐'],
  ['right', '右对齐'],
  ['top', '上对齐'],
  ['bottom', '下对齐'],
  ['center', '水平居中'],
  ['middle', '垂直居中'],
];

interface ButtonOptions {
  disabled?: boolean;
  pressed?: boolean;
  /** A short word shown beside the icon, such as the file format. */
  tag?: string;
}

interface ToggleMode {
  toggleMode(active?: boolean): void;
}

/** Follows a value of the modeler that changes with the given events; `read` is called with the event, if any. */
function useModelerState<T>(modeler: Modeler, events: string, read: (event?: { active?: boolean }) => T): T {
  const [value, setValue] = useState(() => read());
  const readRef = useRef(read);
  readRef.current = read;
  useEffect(() => {
    const names = events.split(' ');
    const update = (event: { active?: boolean }) => setValue(readRef.current(event));
    modeler.on(names, update);
    return () => modeler.off(names, update);
  }, [modeler, events]);
  return value;
}

interface ToolbarProps {
  /** Deploying is offered only when the designer was opened with type 0. */
  canDeploy: boolean;
}

export function Toolbar({ canDeploy }: ToolbarProps) {
  const { modeler, api, deptId, notify, confirm } = useDesigner();
  const canvas = modeler.get<Canvas>('canvas');
  const commandStack = modeler.get<CommandStack>('commandStack');
  const fileInput = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<{ kind: 'XML' | 'JSON'; text: string } | null>(null);
  const history = useModelerState(modeler, 'commandStack.changed import.done', () => ({
    canUndo: commandStack.canUndo(),
    canRedo: commandStack.canRedo(),
  }));
  const scale = useModelerState(modeler, 'canvas.viewbox.changed', () => canvas.zoom());
  const simulating = useModelerState(modeler, 'tokenSimulation.toggleMode', (event) => event?.active === true);

  const open = async (file: File | undefined) => {
    if (!file) return;
    // Spec 02 §8: import errors are only logged.
    await modeler.importXML(await file.text()).catch(console.error);
  };
  // Spec 02 §8: save errors too are only logged.
  const download = (kind: DownloadKind) =>
    exportDiagram(modeler, kind)
      .then((blob) => saveFile(blob, `${processName(modeler)}.${kind}`))
      .catch(console.error);
  const showPreview = (kind: 'XML' | 'JSON') =>
    modeler
      .saveXML({ format: true })
      .then(({ xml = '' }) =>
        setPreview({ kind, text: kind === 'XML' ? xml : JSON.stringify(xmlToJson(xml), null, 2) }),
      )
      .catch(console.error);
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      notify(messages.copySucceeded, 'success');
    } catch {
      notify(messages.copyFailed, 'error');
    }
  };
  const align = async (alignment: Alignment) => {
    const selected = modeler.get<Selection>('selection').get();
    if (selected.length <= 1) return notify(messages.alignNeedsSelection, 'warning');
    if (await confirm(messages.alignConfirm)) modeler.get<AlignElements>('alignElements').trigger(selected, alignment);
  };
  const step = (direction: 1 | -1) => {
    const next = nextZoom(canvas.zoom(), direction);
    if ('error' in next) notify(next.error, 'warning');
    else canvas.zoom(next.scale);
  };

  /** An icon button; its name is its tooltip too. */
  const button = (label: string, icon: IconName, onClick: () => unknown, options: ButtonOptions = {}) => (
    <button
      type="button"
      className="zc-tool"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={options.disabled}
      aria-pressed={options.pressed}
    >
      <Icon name={icon} />
      {options.tag && <span className="zc-tool-tag">{options.tag}</span>}
    </button>
  );
  const group = (label: string, children: ReactNode) => (
    <fieldset className="zc-toolbar-group" aria-label={label}>
      {children}
    </fieldset>
  );

  return (
    <div className="zc-toolbar" role="toolbar" aria-label="流程设计工具栏">
      {group(
        '文件',
        <>
          {button('打开文件', 'open', () => fileInput.current?.click())}
          <input
            ref={fileInput}
            type="file"
            accept=".xml,.bpmn"
            hidden
            aria-label="选择流程文件"
            onChange={(event) => {
              open(event.target.files?.[0]);
              // Cleared so that choosing the same file again opens it again.
              event.target.value = '';
            }}
          />
          {button('下载XML', 'download', () => download('xml'), { tag: 'XML' })}
          {button('下载SVG', 'download', () => download('svg'), { tag: 'SVG' })}
          {button('下载BPMN', 'download', () => download('bpmn'), { tag: 'BPMN' })}
          {canDeploy && button('部署', 'deploy', () => deployDiagram({ modeler, api, deptId, notify, confirm }))}
        </>,
      )}
      {group(
        '预览',
        <>
          {button('预览XML', 'preview', () => showPreview('XML'), { tag: 'XML' })}
          {button('预览JSON', 'preview', () => showPreview('JSON'), { tag: 'JSON' })}
          {button('模拟', 'simulate', () => modeler.get<ToggleMode>('toggleMode').toggleMode(), {
            pressed: simulating,
          })}
        </>,
      )}
      {group(
        '对齐',
        alignments.map(([alignment, label]) => (
          <span key={alignment}>{button(label, `align-${alignment}` as IconName, () => align(alignment))}</span>
        )),
      )}
      <ColourPicker />
      {group(
        '缩放',
        <>
          {button('缩小', 'zoom-out', () => step(-1))}
          <output aria-label="缩放比例">{Math.round(scale * 100)}%</output>
          {button('放大', 'zoom-in', () => step(1))}
          {button('重置', 'reset', () => canvas.zoom(zoom.initial))}
          {button('居中', 'centre', () => centre(canvas))}
        </>,
      )}
      {group(
        '历史',
        <>
          {button('撤销', 'undo', () => commandStack.undo(), { disabled: !history.canUndo })}
          {button('重做', 'redo', () => commandStack.redo(), { disabled: !history.canRedo })}
          {/* Redraw starts over with an empty approval flow, as the platform's designer does. */}
          {button('重新绘制', 'redraw', () => modeler.importXML(newDiagramXml()).catch(console.error))}
        </>,
      )}
      {preview && (
        <Dialog
          title={`预览${preview.kind}`}
          onCancel={() => setPreview(null)}
          actions={
            <button type="button" onClick={() => copy(preview.text)}>
              复制
            </button>
          }
        >
          <pre className="zc-preview">{preview.text}</pre>
        </Dialog>
      )}
    </div>
  );
}
