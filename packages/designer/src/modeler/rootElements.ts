import type Modeler from 'bpmn-js/lib/Modeler';
import type { ModdleElement } from 'bpmn-js/lib/model/Types';
import { is } from 'bpmn-js/lib/util/ModelUtil';

/** The root elements of one type (messages, signals) of the diagram's definitions. */
export const rootElementsOf = (modeler: Modeler, type: string): ModdleElement[] =>
  (modeler.getDefinitions()?.rootElements ?? []).filter((root: ModdleElement) => is(root, type));
