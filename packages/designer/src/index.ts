export {
  type Confirm,
  type Deployment,
  type DeployRequest,
  type DesignerApi,
  deployFormData,
  type NoticeKind,
  type Notify,
  type UserOption,
} from './api.ts';
export { Designer, type DesignerProps } from './Designer.tsx';
export { createModeler } from './modeler/createModeler.ts';
export { newDiagramXml, newProcessId } from './new-diagram.ts';
export { defaultPrefix, type VocabularyPrefix, vocabularies } from './vocabularies/index.ts';
