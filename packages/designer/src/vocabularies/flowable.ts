import { attr, attrs, body, booleans, classicSchema, element, extension, vocabulary } from './descriptor.ts';

const schema = classicSchema();

/**
 * Flowable 6: flowable-bpmn-extensions-6.0.xsd (see `classicSchema`), plus what the engine's converter reads beyond
 * it: form field validation, event listeners' class, exception mapping, call activity settings, triggerable tasks.
 */
export const flowable = vocabulary(
  { name: 'Flowable', prefix: 'flowable', uri: 'http://flowable.org/bpmn' },
  [
    schema.additions,
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
  ],
  [
    ...schema.types,
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
