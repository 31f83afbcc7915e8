import type { Element, ModdleElement } from 'bpmn-js/lib/model/Types';
import { getBusinessObject, getDi } from 'bpmn-js/lib/util/ModelUtil';
import CommandInterceptor from 'diagram-js/lib/command/CommandInterceptor';
import type EventBus from 'diagram-js/lib/core/EventBus';

interface Before {
  label: ModdleElement | undefined;
  name: string | undefined;
}

/**
 * Naming or changing an element gives its diagram shape a `bpmndi:BPMNLabel`; undoing the change takes it away
 * again, along with the empty name an undone rename leaves behind, so that undo leaves the file as it was.
 */
class LabelUndo extends CommandInterceptor {
  static override $inject = ['eventBus'];

  constructor(eventBus: EventBus) {
    super(eventBus);
    const owner = (element: Element) => (element.labelTarget as Element | undefined) ?? element;
    /** Targets whose label bounds bpmn-js lays out anew once the undo settles, and which had none before. */
    const unlaidOut = new Set<Element>();
    const remember = ({ context }: { context: Record<string, unknown> }) => {
      const target = owner(context.element as Element);
      const before: Before = { label: getDi(target)?.get('label'), name: getBusinessObject(target).name };
      context.beforeRename = before;
    };
    // The rename's own revert runs after those of the commands it set off, such as creating the label shape.
    const restore = ({ context }: { context: Record<string, unknown> }) => {
      const before = context.beforeRename as Before | undefined;
      if (!before) return;
      const target = owner(context.element as Element);
      const business = getBusinessObject(target);
      if (before.name === undefined && business.name === '') business.set('name', undefined);
      const di = getDi(target);
      if (!di || before.label) return;
      di.set('label', undefined);
      if (target.label) unlaidOut.add(target);
    };
    // Any change to a named event redraws its label, which lays the label out too.
    const changes = ['element.updateLabel', 'element.updateProperties', 'element.updateModdleProperties'];
    this.preExecute(changes, remember);
    this.reverted(changes, 500, restore);
    // bpmn-js writes a label's bounds whenever its shape changed, which an undo reports once it is done.
    eventBus.on('shape.changed', 500, ({ element }: { element: Element }) => {
      const target = element.labelTarget as Element | undefined;
      if (!target || !unlaidOut.delete(target)) return;
      getDi(target)?.set('label', undefined);
    });
    eventBus.on('commandStack.changed', 100, () => unlaidOut.clear());
  }
}

export default { __init__: ['labelUndo'], labelUndo: ['type', LabelUndo] };
