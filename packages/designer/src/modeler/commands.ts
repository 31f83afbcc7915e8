import type CommandStack from 'diagram-js/lib/command/CommandStack';
import { SetFlowTypeHandler } from '../rules/flowType.ts';
import { SetExtensionsHandler } from './extensions.ts';
import { SetFormFieldsHandler } from './form.ts';

/** Our own commands; each is made of `modeling` commands, so one undo reverts it whole. */
class DesignerCommands {
  static $inject = ['commandStack'];

  constructor(commandStack: CommandStack) {
    commandStack.registerHandler('extensions.set', SetExtensionsHandler);
    commandStack.registerHandler('form.setFields', SetFormFieldsHandler);
    commandStack.registerHandler('flow.setType', SetFlowTypeHandler);
  }
}

export default { __init__: ['designerCommands'], designerCommands: ['type', DesignerCommands] };
