import type { Element, ModdleElement } from 'bpmn-js/lib/model/Types';
import { is } from 'bpmn-js/lib/util/ModelUtil';
import CommandInterceptor from 'diagram-js/lib/command/CommandInterceptor';
import type CommandStack from 'diagram-js/lib/command/CommandStack';
import type EventBus from 'diagram-js/lib/core/EventBus';
import type { DesignerConfig } from '../modeler/config.ts';
import { getExtensions, setExtensions } from '../modeler/extensions.ts';
import { afterNameChange } from './nameChange.ts';
import { endState, endStateListenerClass, isOpinion, type Opinion, stateFieldName } from './opinion.ts';

/**
 * An end event reached by a flow named agree or reject, or itself so named, gets the end listener that writes the
 * flow's state: 0 for agree, 1 for reject.
 */
export default class EndStateListenerBehavior extends CommandInterceptor {
  static override $inject = ['eventBus', 'commandStack', 'moddle', 'config.designer'];

  constructor(eventBus: EventBus, commandStack: CommandStack, moddle: ModdleElement, { prefix }: DesignerConfig) {
    super(eventBus);
    const type = `${prefix}:ExecutionListener`;
    const writeState = (end: Element, opinion: Opinion) => {
      const listeners = getExtensions(end.businessObject, type);
      const others = listeners.filter((listener) => listener.class !== endStateListenerClass);
      const current = listeners.find((listener) => listener.class === endStateListenerClass);
      if (current?.event === 'end' && current.fields?.[0]?.string === endState(opinion)) return;
      const field = moddle.create(`${prefix}:Field`, { name: stateFieldName, string: endState(opinion) });
      const listener = moddle.create(type, { event: 'end', class: endStateListenerClass, fields: [field] });
      field.$parent = listener;
      setExtensions(commandStack, { element: end, type, values: [...others, listener] });
    };
    afterNameChange(this, (element) => {
      const opinion = element.businessObject.name;
      if (!isOpinion(opinion)) return;
      if (is(element, 'bpmn:EndEvent')) writeState(element, opinion);
      const target = (element as { target?: Element }).target;
      if (is(element, 'bpmn:SequenceFlow') && target && is(target, 'bpmn:EndEvent')) writeState(target, opinion);
    });
  }
}
