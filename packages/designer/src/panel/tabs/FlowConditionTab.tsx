import type Modeling from 'bpmn-js/lib/features/modeling/Modeling';
import type { Connection, ModdleElement } from 'bpmn-js/lib/model/Types';
import { isAny } from 'bpmn-js/lib/util/ModelUtil';
import type CommandStack from 'diagram-js/lib/command/CommandStack';
import { useState } from 'react';
import { type FlowType, getFlowType, setFlowType } from '../../rules/flowType.ts';
import { useDesigner, useService } from '../context.ts';
import { SelectField, TextField } from '../controls.tsx';
import type { TabProps } from './types.ts';

// Only gateways and activities can have a default flow in BPMN.
const canHaveDefault = (flow: Connection) =>
  isAny(flow.source, ['bpmn:ExclusiveGateway', 'bpmn:InclusiveGateway', 'bpmn:ComplexGateway', 'bpmn:Activity']);

export function FlowConditionTab({ element }: TabProps) {
  const commandStack = useService<CommandStack>('commandStack');
  const flow = element as Connection;
  const type = getFlowType(flow);
  const options = [
    { value: 'normal', label: '普通流转路径' },
    ...(canHaveDefault(flow) ? [{ value: 'default', label: '默认流转路径' }] : []),
    { value: 'condition', label: '条件流转路径' },
  ];
  return (
    <>
      <SelectField
        label="流转类型"
        value={type}
        options={options}
        onChange={(next) => setFlowType(commandStack, flow, next as FlowType)}
      />
      {type === 'condition' && <ConditionSettings flow={flow} />}
    </>
  );
}

type ConditionKind = 'expression' | 'inlineScript' | 'externalScript';

function kindOf(condition: ModdleElement | undefined, resourceKey: string): ConditionKind {
  if (!condition?.language) return 'expression';
  return condition.get(resourceKey) === undefined ? 'inlineScript' : 'externalScript';
}

/** A condition is an expression, or a script with its language, inline or from an external resource. */
function ConditionSettings({ flow }: { flow: Connection }) {
  const modeling = useService<Modeling>('modeling');
  const moddle = useService<ModdleElement>('moddle');
  const { prefix } = useDesigner();
  const resourceKey = `${prefix}:resource`;
  const condition = flow.businessObject.conditionExpression;
  const [kind, setKind] = useState(() => kindOf(condition, resourceKey));
  const write = (attributes: Record<string, unknown>) =>
    modeling.updateProperties(flow, { conditionExpression: moddle.create('bpmn:FormalExpression', attributes) });
  const chooseKind = (next: string) => {
    setKind(next as ConditionKind);
    if (next === 'expression') write({ body: condition?.body ?? '' });
    else if (next === 'inlineScript') write({ language: condition?.language ?? '', body: '' });
    else write({ language: condition?.language ?? '', [resourceKey]: '' });
  };
  return (
    <>
      <SelectField
        label="条件格式"
        value={kind}
        options={[
          { value: 'expression', label: '表达式' },
          { value: 'inlineScript', label: '内联脚本' },
          { value: 'externalScript', label: '外部脚本' },
        ]}
        onChange={chooseKind}
      />
      {kind === 'expression' ? (
        <TextField label="表达式" value={condition?.body} onCommit={(body) => write({ body })} />
      ) : (
        <TextField
          label="脚本语言"
          value={condition?.language}
          onCommit={(language) =>
            write({ language, body: condition?.body, [resourceKey]: condition?.get(resourceKey) })
          }
        />
      )}
      {kind === 'inlineScript' && (
        <TextField
          label="脚本"
          multiline
          value={condition?.body}
          onCommit={(body) => write({ language: condition?.language, body })}
        />
      )}
      {kind === 'externalScript' && (
        <TextField
          label="资源地址"
          value={condition?.get(resourceKey)}
          onCommit={(resource) => write({ language: condition?.language, [resourceKey]: resource })}
        />
      )}
    </>
  );
}
