import type Modeling from 'bpmn-js/lib/features/modeling/Modeling';
import { is } from 'bpmn-js/lib/util/ModelUtil';
import CommandInterceptor from 'diagram-js/lib/command/CommandInterceptor';
import type EventBus from 'diagram-js/lib/core/EventBus';
import type { DesignerConfig } from '../modeler/config.ts';

// Inferred: spec 02 §3 says only "the current-user expression"; this is the engines' usual initiator variable.
export const currentUserExpression = '${initiator}';

/** A user task drawn on the canvas is assigned to the current user until someone else is chosen. */
export default class UserTaskDefaults extends CommandInterceptor {
  static override $inject = ['eventBus', 'modeling', 'config.designer'];

  constructor(eventBus: EventBus, modeling: Modeling, { prefix }: DesignerConfig) {
    super(eventBus);
    const assignee = `${prefix}:assignee`;
    this.postExecuted('shape.create', ({ context }) => {
      const { shape } = context;
      if (is(shape, 'bpmn:UserTask') && !shape.businessObject.get(assignee)) {
        modeling.updateProperties(shape, { [assignee]: currentUserExpression });
      }
    });
  }
}
