/**
 * The moddle descriptors of the three engines' process vocabularies, built from what they share plus what each
 * adds. Type references without a prefix are the vocabulary's own; `bpmn:` ones are BPMN's.
 */

export interface PropertyDescriptor {
  name: string;
  type: string;
  isAttr?: boolean;
  isBody?: boolean;
  isMany?: boolean;
  default?: unknown;
}

export interface TypeDescriptor {
  name: string;
  superClass?: string[];
  extends?: string[];
  isAbstract?: boolean;
  properties: PropertyDescriptor[];
}

export interface VocabularyDescriptor {
  name: string;
  prefix: string;
  uri: string;
  xml: { tagAlias: 'lowerCase' };
  associations: [];
  types: TypeDescriptor[];
}

export const attr = (name: string, type = 'String', extra: Partial<PropertyDescriptor> = {}) => ({
  name,
  type,
  isAttr: true,
  ...extra,
});
export const attrs = (...names: string[]) => names.map((name) => attr(name));
/** A flag with the engine's default, which is left out on export when it holds it. */
export const flag = (name: string, value = false) => attr(name, 'Boolean', { default: value });
/** Flags without a default: written back exactly as read, `false` included. */
export const booleans = (...names: string[]) => names.map((name) => attr(name, 'Boolean'));
export const many = (name: string, type: string) => ({ name, type, isMany: true });
export const child = (name: string, type: string) => ({ name, type });
export const body = (name = 'value') => ({ name, type: 'String', isBody: true });

/** An element type of the vocabulary's own. */
export const element = (name: string, properties: PropertyDescriptor[], superClass = ['Element']): TypeDescriptor => ({
  name,
  superClass,
  properties,
});

/** Attributes the vocabulary adds to BPMN types. */
export const extension = (name: string, extendsTypes: string[], properties: PropertyDescriptor[]): TypeDescriptor => ({
  name,
  extends: extendsTypes,
  properties,
});

// A function, as moddle annotates the descriptors it registers: each vocabulary gets properties of its own.
const listener = (...own: string[]) => [
  ...attrs('event', ...own, 'class', 'expression', 'delegateExpression'),
  child('script', 'Script'),
  many('fields', 'Field'),
];

/** What all three engines read: the attributes and elements the panel writes, and the classic form properties. */
export const sharedTypes = (): TypeDescriptor[] => [
  extension(
    'ProcessSettings',
    ['bpmn:Process'],
    attrs('versionTag', 'candidateStarterUsers', 'candidateStarterGroups'),
  ),
  extension(
    'AsyncCapable',
    ['bpmn:Activity', 'bpmn:Gateway', 'bpmn:Event'],
    [flag('async'), flag('asyncBefore'), flag('asyncAfter'), flag('exclusive', true)],
  ),
  extension(
    'LoopSettings',
    ['bpmn:MultiInstanceLoopCharacteristics'],
    [...attrs('collection', 'elementVariable'), flag('asyncBefore'), flag('asyncAfter'), flag('exclusive', true)],
  ),
  extension(
    'Assignable',
    ['bpmn:UserTask'],
    attrs('assignee', 'candidateUsers', 'candidateGroups', 'dueDate', 'followUpDate', 'priority'),
  ),
  extension('FormSupported', ['bpmn:StartEvent', 'bpmn:UserTask'], attrs('formKey')),
  extension('Initiator', ['bpmn:StartEvent'], attrs('initiator')),
  extension(
    'ServiceTaskLike',
    ['bpmn:ServiceTask', 'bpmn:BusinessRuleTask', 'bpmn:SendTask', 'bpmn:MessageEventDefinition'],
    attrs('class', 'expression', 'delegateExpression', 'resultVariable'),
  ),
  extension('ScriptTask', ['bpmn:ScriptTask'], attrs('resultVariable', 'resource')),
  extension('ScriptResource', ['bpmn:FormalExpression'], attrs('resource')),
  element('FailedJobRetryTimeCycle', [body('body')]),
  element('ExecutionListener', listener()),
  element('TaskListener', [...listener('id'), many('eventDefinitions', 'bpmn:TimerEventDefinition')]),
  element('Script', [...attrs('scriptFormat', 'resource'), body()]),
  // The expression is a child element in camunda, an attribute or a child element in activiti and flowable.
  element('Field', [attr('name'), attr('stringValue'), child('string', 'String')]),
  element('Properties', [many('values', 'Property')]),
  element('Property', attrs('id', 'name', 'value')),
  element('FormData', [attr('businessKey'), many('fields', 'FormField')]),
  element('FormField', [
    ...attrs('id', 'label', 'type', 'datePattern', 'defaultValue'),
    child('properties', 'Properties'),
    child('validation', 'Validation'),
    many('values', 'Value'),
  ]),
  element('Validation', [many('constraints', 'Constraint')]),
  element('Constraint', attrs('name', 'config')),
  element('Value', [...attrs('id', 'name'), body()]),
  element('FormProperty', [
    ...attrs('id', 'name', 'type', 'required', 'readable', 'writable', 'variable', 'expression', 'datePattern'),
    attr('default'),
    many('values', 'Value'),
  ]),
  element('InOutBinding', [
    ...attrs('source', 'sourceExpression', 'target', 'businessKey', 'variables'),
    flag('local'),
  ]),
  element('In', [], ['InOutBinding']),
  element('Out', [], ['InOutBinding']),
  element('PotentialStarter', [child('resourceAssignmentExpression', 'bpmn:ResourceAssignmentExpression')]),
];

type Additions = { [type: string]: PropertyDescriptor[] | { superClass: string[] } };

/** The listeners' custom properties resolver, as the activiti and flowable schemas give it. */
const resolver = () =>
  attrs(...['Class', 'Expression', 'DelegateExpression'].map((kind) => `customPropertiesResolver${kind}`));

/**
 * What activiti-bpmn-extensions-6.0.xsd (Activiti/Activiti, activiti-core/activiti-bpmn-converter/…/bpmn/parser) and
 * flowable-bpmn-extensions-6.0.xsd (flowable/flowable-engine, modules/flowable-bpmn-converter/…/bpmn/parser) define
 * beyond the shared types; the two schemas are one schema under two namespaces (flowable's service task type adds
 * `http`). test/fixtures/engines/schemas.ts lists every element and attribute they define.
 */
export const classicSchema = (): { additions: Additions; types: TypeDescriptor[] } => ({
  additions: {
    ProcessSettings: attrs('history'),
    FormSupported: attrs('formHandlerClass'),
    Assignable: attrs('businessCalendarName'),
    ServiceTaskLike: attrs('extensionId'),
    LoopSettings: attrs('elementIndexVariable'),
    FormProperty: attrs('value'),
    Field: [attr('expression'), child('expressionElement', 'Expression')],
    TaskListener: resolver(),
    ExecutionListener: resolver(),
  },
  types: [
    extension('TimeCycleSettings', ['bpmn:Expression'], attrs('endDate')),
    element('Expression', [body()]),
    element('BusinessCalendarName', [body()]),
  ],
});

/**
 * A vocabulary: the shared types, with `additions` (properties, or `superClass`; several maps apply in turn) to some
 * of them by name, then the engine's own types.
 */
export function vocabulary(
  head: Pick<VocabularyDescriptor, 'name' | 'prefix' | 'uri'>,
  additions: Additions | Additions[],
  ownTypes: TypeDescriptor[],
): VocabularyDescriptor {
  const types = sharedTypes().map((type) => {
    for (const addition of [additions].flat().map((each) => each[type.name])) {
      if (Array.isArray(addition)) type = { ...type, properties: [...type.properties, ...addition] };
      else if (addition) type = { ...type, ...addition };
    }
    return type;
  });
  return { ...head, xml: { tagAlias: 'lowerCase' }, associations: [], types: [...types, ...ownTypes] };
}
