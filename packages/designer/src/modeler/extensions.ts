import type Modeling from 'bpmn-js/lib/features/modeling/Modeling';
import type { Element, ModdleElement } from 'bpmn-js/lib/model/Types';
import { getBusinessObject, is } from 'bpmn-js/lib/util/ModelUtil';
import type CommandStack from 'diagram-js/lib/command/CommandStack';

/** The extension elements of one type on a business object (or any moddle element with extensionElements). */
export function getExtensions(target: ModdleElement, type: string): ModdleElement[] {
  const values: ModdleElement[] = target?.extensionElements?.values ?? [];
  return values.filter((value) => is(value, type));
}

export interface SetExtensionsContext {
  element: Element;
  /** Defaults to the element's business object; a loop characteristics element, for instance, has its own. */
  target?: ModdleElement;
  type: string;
  values: ModdleElement[];
}

/**
 * `extensions.set`: replaces the extension elements of one type, creating `bpmn:ExtensionElements` when needed.
 * Runs as nested `modeling` commands so that a single undo restores the previous state.
 */
export class SetExtensionsHandler {
  static $inject = ['modeling', 'moddle'];

  constructor(
    private readonly modeling: Modeling,
    private readonly moddle: ModdleElement,
  ) {}

  preExecute({ element, target = getBusinessObject(element), type, values }: SetExtensionsContext) {
    let container = target.extensionElements;
    if (!container) {
      container = this.moddle.create('bpmn:ExtensionElements', { values: [] });
      container.$parent = target;
      this.modeling.updateModdleProperties(element, target, { extensionElements: container });
    }
    for (const value of values) value.$parent = container;
    const others = container.values.filter((value: ModdleElement) => !is(value, type));
    this.modeling.updateModdleProperties(element, container, { values: [...others, ...values] });
  }
}

export const setExtensions = (commandStack: CommandStack, context: SetExtensionsContext) =>
  commandStack.execute('extensions.set', context as unknown as Record<string, unknown>);
