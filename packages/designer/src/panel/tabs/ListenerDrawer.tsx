import { useState } from 'react';
import {
  type Errors,
  type FieldForm,
  isValid,
  type ListenerForm,
  validateField,
  validateListener,
} from '../../validation/forms.ts';
import { messages } from '../../validation/messages.ts';
import { useDesigner } from '../context.ts';
import { Dialog, List, type Option, SelectField, TextField } from '../controls.tsx';
import { blankField, type ListenerKind, listenerTypeLabels, timerLabels } from '../listenerModel.ts';

const listenerTypeOptions: Option[] = [
  { value: '', label: '请选择' },
  ...Object.entries(listenerTypeLabels).map(([value, label]) => ({ value, label })),
];
const scriptTypeOptions: Option[] = [
  { value: '', label: '请选择' },
  { value: 'inlineScript', label: '内联脚本' },
  { value: 'externalScript', label: '外部脚本' },
];
const timerOptions: Option[] = Object.entries(timerLabels).map(([value, label]) => ({ value, label }));
const fieldTypeOptions: Option[] = [
  { value: '', label: '请选择' },
  { value: 'string', label: '字符串' },
  { value: 'expression', label: '表达式' },
];

interface ListenerDrawerProps {
  kind: ListenerKind;
  events: Option[];
  initial: ListenerForm;
  onSave: (form: ListenerForm) => void;
  onCancel: () => void;
}

/**
 * Adds or edits one listener in a drawer (spec 02 §2), its injected fields in dialogs over it; saving is refused until
 * every required field of spec 02 §5 is filled.
 */
export function ListenerDrawer({ kind, events, initial, onSave, onCancel }: ListenerDrawerProps) {
  const { confirm } = useDesigner();
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Errors<ListenerForm>>({});
  const [editingField, setEditingField] = useState<{ index: number; form: FieldForm } | null>(null);
  const set = (patch: Partial<ListenerForm>) => setForm((current) => ({ ...current, ...patch }));
  const submit = () => {
    const found = validateListener(form, kind);
    setErrors(found);
    if (isValid(found)) onSave(form);
  };
  const saveField = (index: number, field: FieldForm) => {
    set({ fields: form.fields.toSpliced(index, 1, field) });
    setEditingField(null);
  };
  const removeField = async (index: number) => {
    if (await confirm(messages.removeListenerField)) set({ fields: form.fields.toSpliced(index, 1) });
  };
  const text = (label: string, key: keyof ListenerForm & string, multiline = false) => (
    <TextField
      label={label}
      multiline={multiline}
      value={form[key] as string}
      error={errors[key]}
      onCommit={(value) => set({ [key]: value })}
    />
  );
  return (
    <Dialog title={kind === 'task' ? '任务监听器' : '执行监听器'} onCancel={onCancel} onConfirm={submit} drawer>
      <SelectField
        label="事件类型"
        value={form.event}
        options={[{ value: '', label: '请选择' }, ...events]}
        error={errors.event}
        onChange={(event) => set({ event })}
      />
      {kind === 'task' && text('监听器ID', 'id')}
      <SelectField
        label="监听器类型"
        value={form.listenerType}
        options={listenerTypeOptions}
        error={errors.listenerType}
        onChange={(listenerType) => set({ listenerType: listenerType as ListenerForm['listenerType'] })}
      />
      {form.listenerType === 'classListener' && text('Java 类', 'class')}
      {form.listenerType === 'expressionListener' && text('表达式', 'expression')}
      {form.listenerType === 'delegateExpressionListener' && text('代理表达式', 'delegateExpression')}
      {form.listenerType === 'scriptListener' && (
        <>
          {text('脚本格式', 'scriptFormat')}
          <SelectField
            label="脚本类型"
            value={form.scriptType}
            options={scriptTypeOptions}
            error={errors.scriptType}
            onChange={(scriptType) => set({ scriptType: scriptType as ListenerForm['scriptType'] })}
          />
          {form.scriptType === 'inlineScript' && text('脚本内容', 'value', true)}
          {form.scriptType === 'externalScript' && text('资源地址', 'resource')}
        </>
      )}
      {kind === 'task' && form.event === 'timeout' && (
        <>
          <SelectField
            label="定时器类型"
            value={form.eventDefinitionType}
            options={timerOptions}
            onChange={(type) => set({ eventDefinitionType: type as ListenerForm['eventDefinitionType'] })}
          />
          {form.eventDefinitionType !== 'null' && text('定时器', 'eventTimeDefinitions')}
        </>
      )}
      <List
        title="注入字段"
        items={form.fields}
        columns={[
          { label: '字段名称', render: (field) => field.name },
          { label: '字段类型', render: (field) => (field.fieldType === 'expression' ? '表达式' : '字符串') },
          { label: '字段值', render: (field) => (field.fieldType === 'expression' ? field.expression : field.string) },
        ]}
        onAdd={() => setEditingField({ index: form.fields.length, form: blankField() })}
        onEdit={(index) => setEditingField({ index, form: form.fields[index] ?? blankField() })}
        onRemove={removeField}
      />
      {editingField && (
        <FieldDialog
          initial={editingField.form}
          onSave={(field) => saveField(editingField.index, field)}
          onCancel={() => setEditingField(null)}
        />
      )}
    </Dialog>
  );
}

interface FieldDialogProps {
  initial: FieldForm;
  onSave: (form: FieldForm) => void;
  onCancel: () => void;
}

function FieldDialog({ initial, onSave, onCancel }: FieldDialogProps) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Errors<FieldForm>>({});
  const set = (patch: Partial<FieldForm>) => setForm((current) => ({ ...current, ...patch }));
  const submit = () => {
    const found = validateField(form);
    setErrors(found);
    if (isValid(found)) onSave(form);
  };
  return (
    <Dialog title="注入字段" onCancel={onCancel} onConfirm={submit}>
      <TextField label="字段名称" value={form.name} error={errors.name} onCommit={(name) => set({ name })} />
      <SelectField
        label="字段类型"
        value={form.fieldType}
        options={fieldTypeOptions}
        error={errors.fieldType}
        onChange={(fieldType) => set({ fieldType: fieldType as FieldForm['fieldType'] })}
      />
      {form.fieldType === 'string' && (
        <TextField
          label="字段值"
          value={form.string}
          error={errors.string}
          onCommit={(value) => set({ string: value })}
        />
      )}
      {form.fieldType === 'expression' && (
        <TextField
          label="表达式"
          value={form.expression}
          error={errors.expression}
          onCommit={(expression) => set({ expression })}
        />
      )}
    </Dialog>
  );
}
