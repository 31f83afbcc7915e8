import type Modeling from 'bpmn-js/lib/features/modeling/Modeling';
import type { ModdleElement } from 'bpmn-js/lib/model/Types';
import { is } from 'bpmn-js/lib/util/ModelUtil';
import CommandInterceptor from 'diagram-js/lib/command/CommandInterceptor';
import type EventBus from 'diagram-js/lib/core/EventBus';
import type { DesignerConfig } from '../modeler/config.ts';

/**
 * A multi-instance loop is exclusive only as an asynchronous continuation: without either async flag it is cleared,
 * so a new loop starts with exclusive, async before and async after all off.
 */
export default class MultiInstanceBehavior extends CommandInterceptor {
  static override $inject = ['eventBus', 'modeling', 'config.designer'];

  constructor(eventBus: EventBus, modeling: Modeling, { prefix }: DesignerConfig) {
    super(eventBus);
    const before = `${prefix}:asyncBefore`;
    const after = `${prefix}:asyncAfter`;
    const exclusive = `${prefix}:exclusive`;
    this.preExecute('element.updateModdleProperties', ({ context }) => {
      const { moddleElement, properties } = context;
      if (!is(moddleElement, 'bpmn:MultiInstanceLoopCharacteristics')) return;
      if (![before, after, exclusive].some((key) => key in properties)) return;
      const flag = (key: string) => (key in properties ? properties[key] : moddleElement.get(key));
      if (!flag(before) && !flag(after)) properties[exclusive] = false;
    });
    this.postExecuted('element.updateProperties', ({ context }) => {
      const loop: ModdleElement | undefined = context.properties.loopCharacteristics;
      if (!loop || !is(loop, 'bpmn:MultiInstanceLoopCharacteristics')) return;
      if (loop.get(before) || loop.get(after) || loop.get(exclusive) === false) return;
      modeling.updateModdleProperties(context.element, loop, { [exclusive]: false });
    });
  }
}
