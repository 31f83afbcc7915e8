import { attr, attrs, body, booleans, classicSchema, element, extension, vocabulary } from './descriptor.ts';

const schema = classicSchema();

/**
 * Activiti 5 and 6: activiti-bpmn-extensions-6.0.xsd (see `classicSchema`; the 5.x schemas define a subset), plus
 * what the engine's converter reads beyond it: event listeners' class, exception mapping, owner and category.
 */
export const activiti = vocabulary(
  { name: 'Activiti', prefix: 'activiti', uri: 'http://activiti.org/bpmn' },
  [
    schema.additions,
    {
      Assignable: attrs('owner', 'category', 'skipExpression'),
      ServiceTaskLike: attrs('resultVariableName', 'type', 'skipExpression'),
      ScriptTask: booleans('autoStoreVariables'),
      ExecutionListener: attrs('onTransaction'),
      TaskListener: attrs('onTransaction'),
    },
  ],
  [
    ...schema.types,
    extension(
      'CallActivitySettings',
      ['bpmn:CallActivity'],
      [attr('businessKey'), ...booleans('inheritVariables', 'inheritBusinessKey')],
    ),
    element('EventListener', [
      ...attrs('events', 'class', 'delegateExpression', 'entityType', 'throwEvent', 'signalName', 'messageName'),
      attr('errorCode'),
    ]),
    element('MapException', [attr('errorCode'), attr('rootCause'), ...booleans('includeChildExceptions'), body()]),
  ],
);
