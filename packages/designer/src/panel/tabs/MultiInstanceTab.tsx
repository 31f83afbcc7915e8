import type Modeling from 'bpmn-js/lib/features/modeling/Modeling';
import type { ModdleElement } from 'bpmn-js/lib/model/Types';
import { is } from 'bpmn-js/lib/util/ModelUtil';
import type CommandStack from 'diagram-js/lib/command/CommandStack';
import { getExtensions, setExtensions } from '../../modeler/extensions.ts';
import { useDesigner, useService } from '../context.ts';
import { CheckboxField, SelectField, TextField } from '../controls.tsx';
import type { TabProps } from './types.ts';

type LoopType = 'none' | 'parallel' | 'sequential' | 'standard';

const loopTypeOptions: { value: LoopType; label: string }[] = [
  { value: 'none', label: '无' },
  { value: 'parallel', label: '并行多实例' },
  { value: 'sequential', label: '串行多实例' },
  { value: 'standard', label: '循环事件' },
];

function loopTypeOf(loop: ModdleElement | undefined): LoopType {
  if (!loop) return 'none';
  if (is(loop, 'bpmn:StandardLoopCharacteristics')) return 'standard';
  return loop.isSequential ? 'sequential' : 'parallel';
}

export function MultiInstanceTab({ element }: TabProps) {
  const modeling = useService<Modeling>('modeling');
  const moddle = useService<ModdleElement>('moddle');
  const loop = element.businessObject.loopCharacteristics;
  const type = loopTypeOf(loop);
  const chooseType = (next: string) => {
    const isSequential = next === 'sequential';
    if (next === 'none') {
      modeling.updateProperties(element, { loopCharacteristics: undefined });
    } else if (next !== 'standard' && (type === 'parallel' || type === 'sequential')) {
      // Between parallel and sequential only the flag changes; the loop keeps its settings.
      modeling.updateModdleProperties(element, loop, { isSequential });
    } else {
      const created =
        next === 'standard'
          ? moddle.create('bpmn:StandardLoopCharacteristics')
          : moddle.create('bpmn:MultiInstanceLoopCharacteristics', { isSequential });
      modeling.updateProperties(element, { loopCharacteristics: created });
    }
  };
  return (
    <>
      <SelectField label="回路特性" value={type} options={loopTypeOptions} onChange={chooseType} />
      {(type === 'parallel' || type === 'sequential') && <MultiInstanceSettings element={element} loop={loop} />}
    </>
  );
}

function MultiInstanceSettings({ element, loop }: TabProps & { loop: ModdleElement }) {
  const modeling = useService<Modeling>('modeling');
  const moddle = useService<ModdleElement>('moddle');
  const commandStack = useService<CommandStack>('commandStack');
  const { prefix } = useDesigner();
  const key = (name: string) => `${prefix}:${name}`;
  const update = (properties: Record<string, unknown>) => modeling.updateModdleProperties(element, loop, properties);
  const expression = (name: string, body: string) =>
    update({ [name]: body ? moddle.create('bpmn:FormalExpression', { body }) : undefined });
  const retryType = key('FailedJobRetryTimeCycle');
  const writeRetryCycle = (body: string) =>
    setExtensions(commandStack, {
      element,
      target: loop,
      type: retryType,
      values: body ? [moddle.create(retryType, { body })] : [],
    });
  return (
    <>
      <TextField
        label="循环数量"
        value={loop.loopCardinality?.body}
        onCommit={(body) => expression('loopCardinality', body)}
      />
      <TextField
        label="集合"
        value={loop.get(key('collection'))}
        onCommit={(value) => update({ [key('collection')]: value || undefined })}
      />
      <TextField
        label="元素变量"
        value={loop.get(key('elementVariable'))}
        onCommit={(value) => update({ [key('elementVariable')]: value || undefined })}
      />
      <TextField
        label="完成条件"
        value={loop.completionCondition?.body}
        onCommit={(body) => expression('completionCondition', body)}
      />
      <CheckboxField
        label="异步前"
        checked={loop.get(key('asyncBefore')) === true}
        onChange={(value) => update({ [key('asyncBefore')]: value })}
      />
      <CheckboxField
        label="异步后"
        checked={loop.get(key('asyncAfter')) === true}
        onChange={(value) => update({ [key('asyncAfter')]: value })}
      />
      <CheckboxField
        label="排他"
        checked={loop.get(key('exclusive')) === true}
        onChange={(value) => update({ [key('exclusive')]: value })}
      />
      <TextField label="重试周期" value={getExtensions(loop, retryType)[0]?.body} onCommit={writeRetryCycle} />
    </>
  );
}
