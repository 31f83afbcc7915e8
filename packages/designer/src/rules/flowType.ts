import type Modeling from 'bpmn-js/lib/features/modeling/Modeling';
import type { Connection, Element, ModdleElement } from 'bpmn-js/lib/model/Types';
import type CommandStack from 'diagram-js/lib/command/CommandStack';

export type FlowType = 'normal' | 'default' | 'condition';

export function getFlowType(flow: Connection): FlowType {
  const business = flow.businessObject;
  if (flow.source?.businessObject.default === business) return 'default';
  return business.conditionExpression ? 'condition' : 'normal';
}

interface SetFlowTypeContext {
  flow: Connection;
  type: FlowType;
}

/** `flow.setType`: the source's default-flow mark follows the type; only condition flows keep a condition. */
export class SetFlowTypeHandler {
  static $inject = ['modeling', 'moddle'];

  constructor(
    private readonly modeling: Modeling,
    private readonly moddle: ModdleElement,
  ) {}

  preExecute({ flow, type }: SetFlowTypeContext) {
    const current = getFlowType(flow);
    const source = flow.source as Element | undefined;
    if (current === type || !source) return;
    if (type === 'default') this.modeling.updateProperties(source, { default: flow.businessObject });
    if (current === 'default') this.modeling.updateProperties(source, { default: undefined });
    if (current === 'condition') this.modeling.updateProperties(flow, { conditionExpression: undefined });
    if (type === 'condition') {
      const conditionExpression = this.moddle.create('bpmn:FormalExpression', { body: '' });
      this.modeling.updateProperties(flow, { conditionExpression });
    }
  }
}

export const setFlowType = (commandStack: CommandStack, flow: Connection, type: FlowType) =>
  commandStack.execute('flow.setType', { flow, type });
