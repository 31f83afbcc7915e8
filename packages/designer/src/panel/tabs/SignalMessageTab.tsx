import type Modeling from 'bpmn-js/lib/features/modeling/Modeling';
import type { Element, ModdleElement } from 'bpmn-js/lib/model/Types';
import type Canvas from 'diagram-js/lib/core/Canvas';
import { useState } from 'react';
import { rootElementsOf } from '../../modeler/rootElements.ts';
import { validateRootElementId } from '../../validation/forms.ts';
import { useDesigner, useService } from '../context.ts';
import { Dialog, List, TextField } from '../controls.tsx';

type Kind = 'message' | 'signal';

const titles: Record<Kind, string> = { message: '消息列表', signal: '信号列表' };
const types: Record<Kind, string> = { message: 'bpmn:Message', signal: 'bpmn:Signal' };

/** Messages and signals are root elements of the definitions; they are edited through modeling like the rest. */
export function SignalMessageTab() {
  return (
    <>
      <RootElementList kind="message" />
      <RootElementList kind="signal" />
    </>
  );
}

function RootElementList({ kind }: { kind: Kind }) {
  const { modeler } = useDesigner();
  const modeling = useService<Modeling>('modeling');
  const moddle = useService<ModdleElement>('moddle');
  const canvas = useService<Canvas>('canvas');
  const [editing, setEditing] = useState<{ index: number; id: string; name: string } | null>(null);
  const [error, setError] = useState<string>();
  const definitions = modeler.getDefinitions();
  const items = rootElementsOf(modeler, types[kind]);
  const writeRootElements = (rootElements: ModdleElement[]) =>
    modeling.updateModdleProperties(canvas.getRootElement() as Element, definitions, { rootElements });
  const save = () => {
    if (!editing) return;
    const current = items[editing.index];
    const others = items.filter((item) => item !== current).map((item) => item.id);
    const duplicate = validateRootElementId(editing.id, others, kind);
    setError(duplicate);
    if (duplicate) return;
    const created = moddle.create(types[kind], { id: editing.id, name: editing.name });
    created.$parent = definitions;
    const all: ModdleElement[] = definitions.rootElements;
    writeRootElements(current ? all.map((root) => (root === current ? created : root)) : [...all, created]);
    setEditing(null);
  };
  const open = (index: number) => {
    setError(undefined);
    setEditing({ index, id: items[index]?.id ?? '', name: items[index]?.name ?? '' });
  };
  return (
    <>
      <List
        title={titles[kind]}
        items={items}
        columns={[
          { label: 'ID', render: (item) => item.id },
          { label: '名称', render: (item) => item.name },
        ]}
        onAdd={() => open(items.length)}
        onEdit={open}
        onRemove={(index) =>
          writeRootElements(definitions.rootElements.filter((root: ModdleElement) => root !== items[index]))
        }
      />
      {editing && (
        <Dialog title={kind === 'message' ? '消息' : '信号'} onCancel={() => setEditing(null)} onConfirm={save}>
          <TextField label="ID" value={editing.id} error={error} onCommit={(id) => setEditing({ ...editing, id })} />
          <TextField label="名称" value={editing.name} onCommit={(name) => setEditing({ ...editing, name })} />
        </Dialog>
      )}
    </>
  );
}
