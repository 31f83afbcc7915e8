import type Modeling from 'bpmn-js/lib/features/modeling/Modeling';
import type { ModdleElement } from 'bpmn-js/lib/model/Types';
import type CommandStack from 'diagram-js/lib/command/CommandStack';
import { useEffect, useState } from 'react';
import { getFormData, getFormFields, setFormFields } from '../../modeler/form.ts';
import type StartFormDefaults from '../../rules/StartFormDefaults.ts';
import { messages } from '../../validation/messages.ts';
import { useDesigner, useService } from '../context.ts';
import { Dialog, List, type Option, SelectField, TextField } from '../controls.tsx';
import {
  blankFormField,
  type FormFieldForm,
  formFieldTypes,
  type Pair,
  toFormFieldElement,
  toFormFieldForm,
} from '../formFieldModel.ts';
import type { TabProps } from './types.ts';

const typeOptions: Option[] = Object.entries(formFieldTypes).map(([value, label]) => ({ value, label }));

export function FormTab({ element }: TabProps) {
  const { prefix, confirm } = useDesigner();
  const modeling = useService<Modeling>('modeling');
  const moddle = useService<ModdleElement>('moddle');
  const commandStack = useService<CommandStack>('commandStack');
  const startFormDefaults = useService<StartFormDefaults>('startFormDefaults');
  const [editing, setEditing] = useState<{ index: number; form: FormFieldForm } | null>(null);
  useEffect(() => {
    startFormDefaults.apply(element);
  }, [startFormDefaults, element]);
  const formData = getFormData(element, prefix);
  const fields = getFormFields(element, prefix);
  const formKey = `${prefix}:formKey`;
  const writeFields = (next: ModdleElement[]) => setFormFields(commandStack, { element, prefix, fields: next });
  const save = (index: number, form: FormFieldForm) => {
    writeFields(fields.toSpliced(index, 1, toFormFieldElement(moddle, prefix, form)));
    setEditing(null);
  };
  const remove = async (index: number) => {
    const removed = fields[index];
    // Read afresh once answered: the start form's remark field may have been added meanwhile.
    if (await confirm(messages.removeFormField))
      writeFields(getFormFields(element, prefix).filter((field) => field !== removed));
  };
  return (
    <>
      <TextField
        label="表单标识"
        value={element.businessObject.get(formKey)}
        onCommit={(value) => modeling.updateProperties(element, { [formKey]: value || undefined })}
      />
      {formData && (
        <SelectField
          label="业务标识"
          value={formData.businessKey}
          options={[
            { value: '', label: '无' },
            ...fields.map((field) => ({ value: field.id, label: field.label ?? field.id })),
          ]}
          onChange={(businessKey) =>
            modeling.updateModdleProperties(element, formData, { businessKey: businessKey || undefined })
          }
        />
      )}
      <List
        title="表单字段"
        items={fields}
        columns={[
          { label: '字段ID', render: (field) => field.id },
          { label: '字段名称', render: (field) => field.label },
          {
            label: '字段类型',
            render: (field) => formFieldTypes[field.type as keyof typeof formFieldTypes] ?? field.type,
          },
        ]}
        onAdd={() => setEditing({ index: fields.length, form: blankFormField() })}
        onEdit={(index) => setEditing({ index, form: toFormFieldForm(fields[index]) })}
        onRemove={remove}
      />
      {editing && (
        <FormFieldDialog
          initial={editing.form}
          onSave={(form) => save(editing.index, form)}
          onCancel={() => setEditing(null)}
        />
      )}
    </>
  );
}

interface FormFieldDialogProps {
  initial: FormFieldForm;
  onSave: (form: FormFieldForm) => void;
  onCancel: () => void;
}

function FormFieldDialog({ initial, onSave, onCancel }: FormFieldDialogProps) {
  const [form, setForm] = useState(initial);
  const set = (patch: Partial<FormFieldForm>) => setForm((current) => ({ ...current, ...patch }));
  const text = (label: string, key: 'id' | 'customType' | 'label' | 'datePattern' | 'defaultValue') => (
    <TextField label={label} value={form[key]} onCommit={(value) => set({ [key]: value })} />
  );
  return (
    <Dialog title="表单字段" onCancel={onCancel} onConfirm={() => onSave(form)}>
      {text('字段ID', 'id')}
      <SelectField label="类型" value={form.type} options={typeOptions} onChange={(type) => set({ type })} />
      {form.type === 'custom' && text('类型名称', 'customType')}
      {text('名称', 'label')}
      {form.type === 'date' && text('时间格式', 'datePattern')}
      {text('默认值', 'defaultValue')}
      {form.type === 'enum' && (
        <PairList title="枚举值" labels={['编号', '名称']} pairs={form.values} onChange={(values) => set({ values })} />
      )}
      <PairList
        title="约束条件"
        labels={['约束名称', '约束配置']}
        pairs={form.constraints}
        onChange={(constraints) => set({ constraints })}
      />
      <PairList
        title="字段属性"
        labels={['属性编号', '属性值']}
        pairs={form.properties}
        onChange={(properties) => set({ properties })}
      />
    </Dialog>
  );
}

interface PairListProps {
  title: string;
  labels: [string, string];
  pairs: Pair[];
  onChange: (pairs: Pair[]) => void;
}

/** Enum values, constraints and field properties are all pairs edited inline. */
function PairList({ title, labels, pairs, onChange }: PairListProps) {
  const edit = (index: number, patch: Partial<Pair>) =>
    onChange(pairs.map((pair, at) => (at === index ? { ...pair, ...patch } : pair)));
  return (
    <List
      title={title}
      items={pairs.map((pair, index) => ({ ...pair, index }))}
      columns={[
        {
          label: labels[0],
          render: (pair) => (
            <input
              aria-label={labels[0]}
              value={pair.id}
              onChange={(event) => edit(pair.index, { id: event.target.value })}
            />
          ),
        },
        {
          label: labels[1],
          render: (pair) => (
            <input
              aria-label={labels[1]}
              value={pair.value}
              onChange={(event) => edit(pair.index, { value: event.target.value })}
            />
          ),
        },
      ]}
      onAdd={() => onChange([...pairs, { id: '', value: '' }])}
      onRemove={(index) => onChange(pairs.toSpliced(index, 1))}
    />
  );
}
