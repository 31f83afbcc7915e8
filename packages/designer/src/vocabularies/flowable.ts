import { attr, attrs, body, booleans, element, extension, vocabulary } from './descriptor.ts';

/** Flowable 6 (flowable-bpmn-extensions): form properties, event listeners, exception mapping, call activity I/O. */
export const flowable = vocabulary(
  { name: 'Flowable', prefix: 'flowable', uri: 'http://flowable.org/bpmn' },
  {
    AsyncCapable: [...booleans('asyncLeave', 'asyncLeaveExclusive', 'triggerable')],
    Assignable: attrs('owner', 'category', 'skipExpression', 'taskIdVariableName'),
    FormSupported: attrs('formFieldValidation'),
    ServiceTaskLike: [
      ...attrs('resultVariableName', 'type', 'skipExpression'),
      ...booleans('useLocalScopeForResultVariable'),
    ],
    ScriptTask: booleans('autoStoreVariables'),
    ExecutionListener: attrs('onTransaction'),
    TaskListener: attrs('onTransaction'),
    InOutBinding: attrs('targetExpression'),
  },
  [
    extension(
      'CallActivitySettings',
      ['bpmn:CallActivity'],
      [
        ...attrs('calledElementType', 'businessKey', 'processInstanceName'),
        ...booleans('inheritVariables', 'inheritBusinessKey', 'sameDeployment', 'fallbackToDefaultTenant'),
        ...booleans('useLocalScopeForOutParameters', 'completeAsync'),
      ],
    ),
    extension('SignalSettings', ['bpmn:Signal'], attrs('scope')),
    element('EventListener', [
      ...attrs('events', 'class', 'delegateExpression', 'entityType', 'throwEvent', 'signalName', 'messageName'),
      attr('errorCode'),
    ]),
    element('MapException', [attr('errorCode'), attr('rootCause'), ...booleans('includeChildExceptions'), body()]),
  ],
);
