import type { ModdleElement } from 'bpmn-js/lib/model/Types';
import { is } from 'bpmn-js/lib/util/ModelUtil';
import type CommandStack from 'diagram-js/lib/command/CommandStack';
import { useState } from 'react';
import { getExtensions, setExtensions } from '../../modeler/extensions.ts';
import type { ListenerForm } from '../../validation/forms.ts';
import { messages } from '../../validation/messages.ts';
import { useDesigner, useService } from '../context.ts';
import { List } from '../controls.tsx';
import {
  blankListener,
  eventLabels,
  type ListenerKind,
  listenerTypeLabels,
  toListenerElement,
  toListenerForm,
} from '../listenerModel.ts';
import { ListenerDrawer } from './ListenerDrawer.tsx';
import type { TabProps } from './types.ts';

export function ListenersTab({ element }: TabProps) {
  return (
    <>
      <ListenerList element={element} kind="execution" />
      {is(element, 'bpmn:UserTask') && <ListenerList element={element} kind="task" />}
    </>
  );
}

function ListenerList({ element, kind }: TabProps & { kind: ListenerKind }) {
  const { prefix, confirm } = useDesigner();
  const commandStack = useService<CommandStack>('commandStack');
  const moddle = useService<ModdleElement>('moddle');
  const [editing, setEditing] = useState<{ index: number; form: ListenerForm } | null>(null);
  const type = `${prefix}:${kind === 'task' ? 'TaskListener' : 'ExecutionListener'}`;
  const listeners = getExtensions(element.businessObject, type);
  const labels = eventLabels[kind];
  // Sequence flows only know the take event; other elements start and end.
  const events = Object.entries(labels)
    .filter(([event]) => kind === 'task' || (event === 'take') === is(element, 'bpmn:SequenceFlow'))
    .map(([value, label]) => ({ value, label }));
  const write = (values: ModdleElement[]) => setExtensions(commandStack, { element, type, values });
  const save = (index: number, form: ListenerForm) => {
    write(listeners.toSpliced(index, 1, toListenerElement(moddle, prefix, kind, form)));
    setEditing(null);
  };
  const remove = async (index: number) => {
    if (await confirm(messages.removeListener)) write(listeners.toSpliced(index, 1));
  };
  return (
    <>
      <List
        title={kind === 'task' ? '任务监听器' : '执行监听器'}
        items={listeners}
        columns={[
          { label: '事件类型', render: (listener) => labels[listener.event] ?? listener.event },
          {
            label: '监听器类型',
            render: (listener) => listenerTypeLabels[toListenerForm(listener).listenerType || 'classListener'],
          },
        ]}
        onAdd={() => setEditing({ index: listeners.length, form: blankListener() })}
        onEdit={(index) => setEditing({ index, form: toListenerForm(listeners[index]) })}
        onRemove={remove}
      />
      {editing && (
        <ListenerDrawer
          kind={kind}
          events={events}
          initial={editing.form}
          onSave={(form) => save(editing.index, form)}
          onCancel={() => setEditing(null)}
        />
      )}
    </>
  );
}
