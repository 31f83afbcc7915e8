import type Modeling from 'bpmn-js/lib/features/modeling/Modeling';
import type { Element, ModdleElement } from 'bpmn-js/lib/model/Types';
import { is } from 'bpmn-js/lib/util/ModelUtil';
import CommandInterceptor from 'diagram-js/lib/command/CommandInterceptor';
import type EventBus from 'diagram-js/lib/core/EventBus';
import type { DesignerConfig } from '../modeler/config.ts';
import { getFormFields } from '../modeler/form.ts';
import { afterNameChange } from './nameChange.ts';
import { approvalFieldId, isOpinion, opinionCondition } from './opinion.ts';

/** A flow leaving an exclusive gateway named agree or reject is conditioned on the preceding task's approval. */
export default class OpinionFlowBehavior extends CommandInterceptor {
  static override $inject = ['eventBus', 'modeling', 'moddle', 'config.designer'];

  constructor(eventBus: EventBus, modeling: Modeling, moddle: ModdleElement, { prefix }: DesignerConfig) {
    super(eventBus);
    afterNameChange(this, (flow) => {
      const opinion = flow.businessObject.name;
      if (!is(flow, 'bpmn:SequenceFlow') || !isOpinion(opinion) || !is(flow.source, 'bpmn:ExclusiveGateway')) return;
      const body = opinionCondition(opinion, approvalProperty(flow.source, prefix));
      if (flow.businessObject.conditionExpression?.body === body) return;
      modeling.updateProperties(flow, { conditionExpression: moddle.create('bpmn:FormalExpression', { body }) });
    });
  }
}

/** The preceding task's first choice field decides, else the default approval radio of spec 02 §4. */
function approvalProperty(gateway: Element, prefix: DesignerConfig['prefix']): string {
  const task = gateway.incoming?.[0]?.source;
  const choice = task && getFormFields(task, prefix).find((field) => field.type === 'enum');
  return choice?.id ?? approvalFieldId;
}
