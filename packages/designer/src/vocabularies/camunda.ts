import { attr, attrs, body, child, element, extension, flag, many, vocabulary } from './descriptor.ts';

/** Camunda 7, as camunda-bpmn-moddle describes it: input/output mappings, connectors, external tasks, DMN, forms. */
export const camunda = vocabulary(
  { name: 'Camunda', prefix: 'camunda', uri: 'http://camunda.org/schema/1.0/bpmn' },
  {
    ProcessSettings: [
      ...attrs('historyTimeToLive', 'jobPriority', 'taskPriority'),
      flag('isStartableInTasklist', true),
    ],
    AsyncCapable: attrs('jobPriority'),
    FormSupported: attrs('formHandlerClass', 'formRef', 'formRefBinding', 'formRefVersion'),
    ServiceTaskLike: attrs('type', 'topic', 'taskPriority'),
    Field: [child('expression', 'String')],
    // Values and scripts are input/output parameter definitions too.
    Value: { superClass: ['InputOutputParameterDefinition'] },
    Script: { superClass: ['InputOutputParameterDefinition'] },
  },
  [
    extension(
      'CallActivity',
      ['bpmn:CallActivity'],
      [
        ...attrs('calledElementBinding', 'calledElementVersion', 'calledElementVersionTag', 'calledElementTenantId'),
        ...attrs('caseRef', 'caseBinding', 'caseVersion', 'caseTenantId'),
        ...attrs('variableMappingClass', 'variableMappingDelegateExpression'),
      ],
    ),
    extension(
      'DmnCapable',
      ['bpmn:BusinessRuleTask'],
      [...attrs('decisionRef', 'decisionRefBinding', 'decisionRefVersion', 'mapDecisionResult', 'decisionRefTenantId')],
    ),
    extension(
      'TemplateSupported',
      ['bpmn:Collaboration', 'bpmn:Process', 'bpmn:FlowElement'],
      [attr('modelerTemplate'), attr('modelerTemplateVersion', 'Integer')],
    ),
    extension('DefinitionsSettings', ['bpmn:Definitions'], attrs('diagramRelationId')),
    extension('SignalEventDefinitionSettings', ['bpmn:SignalEventDefinition'], [flag('async')]),
    extension(
      'ErrorEventDefinitionSettings',
      ['bpmn:ErrorEventDefinition'],
      [...attrs('errorCodeVariable', 'errorMessageVariable')],
    ),
    extension('ErrorSettings', ['bpmn:Error'], attrs('errorMessage')),
    extension('EscalationEventDefinitionSettings', ['bpmn:EscalationEventDefinition'], attrs('escalationCodeVariable')),
    extension(
      'ConditionalEventDefinitionSettings',
      ['bpmn:ConditionalEventDefinition'],
      [...attrs('variableName', 'variableEvents')],
    ),
    // <camunda:errorEventDefinition> in an external service task's extension elements.
    element('ErrorEventDefinition', [attr('expression')], ['bpmn:ErrorEventDefinition', 'Element']),
    element('Connector', [child('inputOutput', 'InputOutput'), child('connectorId', 'String')]),
    element('InputOutput', [many('inputParameters', 'InputParameter'), many('outputParameters', 'OutputParameter')]),
    element('InputOutputParameter', [attr('name'), body(), child('definition', 'InputOutputParameterDefinition')]),
    element('InputParameter', [], ['InputOutputParameter']),
    element('OutputParameter', [], ['InputOutputParameter']),
    { name: 'InputOutputParameterDefinition', superClass: ['Element'], isAbstract: true, properties: [] },
    element('List', [many('items', 'InputOutputParameterDefinition')], ['InputOutputParameterDefinition']),
    element('Map', [many('entries', 'Entry')], ['InputOutputParameterDefinition']),
    element('Entry', [attr('key'), body(), child('definition', 'InputOutputParameterDefinition')]),
  ],
);
