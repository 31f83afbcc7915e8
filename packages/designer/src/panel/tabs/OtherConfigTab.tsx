import type Modeling from 'bpmn-js/lib/features/modeling/Modeling';
import type { ModdleElement } from 'bpmn-js/lib/model/Types';
import { isAny } from 'bpmn-js/lib/util/ModelUtil';
import { useDesigner, useService } from '../context.ts';
import { CheckboxField, TextField } from '../controls.tsx';
import type { TabProps } from './types.ts';

/** Documentation for every element; asynchronous continuation for the elements an engine runs. */
export function OtherConfigTab({ element }: TabProps) {
  const modeling = useService<Modeling>('modeling');
  const moddle = useService<ModdleElement>('moddle');
  const { prefix } = useDesigner();
  const business = element.businessObject;
  const flag = (name: string) => business.get(`${prefix}:${name}`) === true;
  const setFlag = (name: string, value: boolean) =>
    modeling.updateProperties(element, { [`${prefix}:${name}`]: value });
  const writeDocumentation = (text: string) =>
    modeling.updateProperties(element, {
      documentation: text ? [moddle.create('bpmn:Documentation', { text })] : [],
    });
  return (
    <>
      <TextField label="元素文档" multiline value={business.documentation?.[0]?.text} onCommit={writeDocumentation} />
      {isAny(element, ['bpmn:Activity', 'bpmn:Gateway', 'bpmn:Event']) && (
        <>
          <CheckboxField
            label="异步前"
            checked={flag('asyncBefore')}
            onChange={(value) => setFlag('asyncBefore', value)}
          />
          <CheckboxField
            label="异步后"
            checked={flag('asyncAfter')}
            onChange={(value) => setFlag('asyncAfter', value)}
          />
          <CheckboxField label="排他" checked={flag('exclusive')} onChange={(value) => setFlag('exclusive', value)} />
        </>
      )}
    </>
  );
}
