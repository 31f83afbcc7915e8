import { attr, attrs, body, booleans, element, extension, vocabulary } from './descriptor.ts';

/** Activiti 5 and 6 (activiti-bpmn-extensions): form properties, event listeners, exception mapping, call activity I/O. */
export const activiti = vocabulary(
  { name: 'Activiti', prefix: 'activiti', uri: 'http://activiti.org/bpmn' },
  {
    Assignable: attrs('owner', 'category', 'skipExpression'),
    ServiceTaskLike: attrs('resultVariableName', 'type', 'skipExpression'),
    ScriptTask: booleans('autoStoreVariables'),
    ExecutionListener: attrs('onTransaction'),
    TaskListener: attrs('onTransaction'),
  },
  [
    extension('CallActivitySettings', ['bpmn:CallActivity'], [attr('businessKey'), ...booleans('inheritVariables')]),
    element('EventListener', [
      ...attrs('events', 'class', 'delegateExpression', 'entityType', 'throwEvent', 'signalName', 'messageName'),
      attr('errorCode'),
    ]),
    element('MapException', [attr('errorCode'), attr('rootCause'), ...booleans('includeChildExceptions'), body()]),
  ],
);
