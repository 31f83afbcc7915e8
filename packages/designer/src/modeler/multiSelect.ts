import type Canvas from 'diagram-js/lib/core/Canvas';
import type EventBus from 'diagram-js/lib/core/EventBus';
import type Selection from 'diagram-js/lib/features/selection/Selection';
import { getOriginal } from 'diagram-js/lib/util/Event';
import { isPrimaryButton } from 'diagram-js/lib/util/Mouse';

/**
 * Ctrl+click (⌘+click on a Mac) adds an element to the selection or takes it out, as Shift+click does, so that the
 * alignment hint '请按住 Ctrl 键选择多个元素对齐' holds. Ctrl+drag on the empty canvas still pans it.
 */
class CtrlClickSelection {
  static $inject = ['eventBus', 'canvas', 'selection'];

  constructor(eventBus: EventBus, canvas: Canvas, selection: Selection) {
    const withCtrl = (event: object) => {
      const original = getOriginal(event as never) as MouseEvent | undefined;
      return Boolean(original && (original.ctrlKey || original.metaKey) && !original.shiftKey);
    };
    // Ahead of the hand tool, which would take Ctrl+mousedown on an element for the start of panning.
    eventBus.on('element.mousedown', 1600, (event: { element: unknown }) => {
      if (withCtrl(event) && event.element !== canvas.getRootElement()) return false;
    });
    eventBus.on('element.click', 1500, (event: { element: unknown; originalEvent?: MouseEvent }) => {
      if (!isPrimaryButton(event as never) || !withCtrl(event)) return;
      const { element } = event;
      if (element === canvas.getRootElement()) return;
      if (selection.isSelected(element as never)) selection.deselect(element as never);
      else selection.select(element as never, true);
      return false;
    });
  }
}

export default { __init__: ['ctrlClickSelection'], ctrlClickSelection: ['type', CtrlClickSelection] };
