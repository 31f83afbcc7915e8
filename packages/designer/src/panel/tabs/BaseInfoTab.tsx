import type Modeling from 'bpmn-js/lib/features/modeling/Modeling';
import { is } from 'bpmn-js/lib/util/ModelUtil';
import { opinionLabels } from '../../rules/opinion.ts';
import { useDesigner, useService } from '../context.ts';
import { CheckboxField, SelectField, TextField } from '../controls.tsx';
import type { TabProps } from './types.ts';

const opinionOptions = [
  { value: '', label: '无' },
  ...Object.entries(opinionLabels).map(([value, label]) => ({ value, label })),
];

export function BaseInfoTab({ element }: TabProps) {
  const modeling = useService<Modeling>('modeling');
  const { prefix } = useDesigner();
  const business = element.businessObject;
  const update = (properties: Record<string, unknown>) => modeling.updateProperties(element, properties);
  const leavesExclusiveGateway = is(element, 'bpmn:SequenceFlow') && is(element.source, 'bpmn:ExclusiveGateway');
  return (
    <>
      <TextField label="编号" value={business.id} onCommit={(id) => id && update({ id })} />
      {leavesExclusiveGateway ? (
        <SelectField
          label="审批意见"
          value={business.name}
          options={opinionOptions}
          onChange={(name) => update({ name: name || undefined })}
        />
      ) : (
        <TextField label="名称" value={business.name} onCommit={(name) => update({ name: name || undefined })} />
      )}
      {is(element, 'bpmn:Process') && (
        <>
          <TextField
            label="版本标签"
            value={business.get(`${prefix}:versionTag`)}
            onCommit={(value) => update({ [`${prefix}:versionTag`]: value || undefined })}
          />
          <CheckboxField
            label="可执行"
            checked={business.isExecutable === true}
            onChange={(isExecutable) => update({ isExecutable })}
          />
        </>
      )}
    </>
  );
}
