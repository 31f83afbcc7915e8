import type { Element } from 'bpmn-js/lib/model/Types';
import type CommandInterceptor from 'diagram-js/lib/command/CommandInterceptor';

/** Calls back after an element's name changed, be it from the panel or from editing the label on the canvas. */
export function afterNameChange(interceptor: CommandInterceptor, callback: (element: Element) => void) {
  interceptor.postExecuted('element.updateProperties', ({ context }) => {
    if ('name' in context.properties) callback(context.element);
  });
  interceptor.postExecuted('element.updateLabel', ({ context }) => {
    callback(context.element.labelTarget ?? context.element);
  });
}
