import type Modeling from 'bpmn-js/lib/features/modeling/Modeling';
import type { ModdleElement } from 'bpmn-js/lib/model/Types';
import type CommandStack from 'diagram-js/lib/command/CommandStack';
import { useState } from 'react';
import { getExtensions, setExtensions } from '../../modeler/extensions.ts';
import { messages } from '../../validation/messages.ts';
import { useDesigner, useService } from '../context.ts';
import { Dialog, List, TextField } from '../controls.tsx';
import type { TabProps } from './types.ts';

/** Free name and value pairs kept as extension properties. */
export function PropertiesTab({ element }: TabProps) {
  const { prefix, confirm } = useDesigner();
  const modeling = useService<Modeling>('modeling');
  const moddle = useService<ModdleElement>('moddle');
  const commandStack = useService<CommandStack>('commandStack');
  const [editing, setEditing] = useState<{ index: number; name: string; value: string } | null>(null);
  const type = `${prefix}:Properties`;
  const container = getExtensions(element.businessObject, type)[0];
  const properties: ModdleElement[] = container?.values ?? [];
  const write = (values: ModdleElement[]) => {
    if (container) {
      for (const value of values) value.$parent = container;
      modeling.updateModdleProperties(element, container, { values });
    } else {
      const created = moddle.create(type, { values });
      for (const value of values) value.$parent = created;
      setExtensions(commandStack, { element, type, values: [created] });
    }
  };
  const save = () => {
    if (!editing) return;
    const property = moddle.create(`${prefix}:Property`, { name: editing.name, value: editing.value });
    write(properties.toSpliced(editing.index, 1, property));
    setEditing(null);
  };
  const remove = async (index: number) => {
    if (await confirm(messages.removeProperty)) write(properties.toSpliced(index, 1));
  };
  return (
    <>
      <List
        title="扩展属性"
        items={properties}
        columns={[
          { label: '属性名', render: (property) => property.name },
          { label: '属性值', render: (property) => property.value },
        ]}
        onAdd={() => setEditing({ index: properties.length, name: '', value: '' })}
        onEdit={(index) =>
          setEditing({ index, name: properties[index]?.name ?? '', value: properties[index]?.value ?? '' })
        }
        onRemove={remove}
      />
      {editing && (
        <Dialog title="扩展属性" onCancel={() => setEditing(null)} onConfirm={save}>
          <TextField label="属性名" value={editing.name} onCommit={(name) => setEditing({ ...editing, name })} />
          <TextField label="属性值" value={editing.value} onCommit={(value) => setEditing({ ...editing, value })} />
        </Dialog>
      )}
    </>
  );
}
