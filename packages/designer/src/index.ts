// The declarations of the untyped bpmn-io modules travel with the entry, so that a host app's compiler sees them too.
/// <reference path="./types/modules.d.ts" />
export type {
  Confirm,
  Deployment,
  DeployRequest,
  DesignerApi,
  NoticeKind,
  Notify,
  UserOption,
} from './api.ts';
export { Designer, type DesignerProps } from './Designer.tsx';
export { createModeler } from './modeler/createModeler.ts';
export { newDiagramXml, newProcessId } from './new-diagram.ts';
export { defaultPrefix, type VocabularyPrefix, vocabularies } from './vocabularies/index.ts';
