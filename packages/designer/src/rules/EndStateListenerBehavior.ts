import type { ModdleElement } from 'bpmn-js/lib/model/Types';
import { is } from 'bpmn-js/lib/util/ModelUtil';
import CommandInterceptor from 'diagram-js/lib/command/CommandInterceptor';
import type CommandStack from 'diagram-js/lib/command/CommandStack';
import type EventBus from 'diagram-js/lib/core/EventBus';
import type { DesignerConfig } from '../modeler/config.ts';
import { getExtensions, setExtensions } from '../modeler/extensions.ts';
import { afterNameChange } from './nameChange.ts';
import { endState, endStateListenerClass, isOpinion, stateFieldName } from './opinion.ts';

/** An end event named agree or reject gets the end listener that writes the flow's state (0 or 1). */
export default class EndStateListenerBehavior extends CommandInterceptor {
  static override $inject = ['eventBus', 'commandStack', 'moddle', 'config.designer'];

  constructor(eventBus: EventBus, commandStack: CommandStack, moddle: ModdleElement, { prefix }: DesignerConfig) {
    super(eventBus);
    const type = `${prefix}:ExecutionListener`;
    afterNameChange(this, (element) => {
      const opinion = element.businessObject.name;
      if (!is(element, 'bpmn:EndEvent') || !isOpinion(opinion)) return;
      const listeners = getExtensions(element.businessObject, type);
      const others = listeners.filter((listener) => listener.class !== endStateListenerClass);
      const current = listeners.find((listener) => listener.class === endStateListenerClass);
      if (current?.fields?.[0]?.string === endState(opinion)) return;
      const field = moddle.create(`${prefix}:Field`, { name: stateFieldName, string: endState(opinion) });
      const listener = moddle.create(type, { event: 'end', class: endStateListenerClass, fields: [field] });
      field.$parent = listener;
      setExtensions(commandStack, { element, type, values: [...others, listener] });
    });
  }
}
