import type Modeler from 'bpmn-js/lib/Modeler';
import { createContext, useContext } from 'react';
import type { Confirm, DesignerApi, Notify } from '../api.ts';
import type { VocabularyPrefix } from '../vocabularies/index.ts';

export interface DesignerContextValue {
  modeler: Modeler;
  prefix: VocabularyPrefix;
  api: DesignerApi;
  /** The department the flow is designed and deployed for. */
  deptId: string;
  notify: Notify;
  confirm: Confirm;
}

export const DesignerContext = createContext<DesignerContextValue | null>(null);

export function useDesigner(): DesignerContextValue {
  const value = useContext(DesignerContext);
  if (!value) throw new Error('useDesigner outside <Designer>');
  return value;
}

/** A diagram-js service of the current modeler, by name. */
export const useService = <T>(name: string): T => useDesigner().modeler.get<T>(name);
