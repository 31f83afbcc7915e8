import type Modeling from 'bpmn-js/lib/features/modeling/Modeling';
import type { Element, ModdleElement } from 'bpmn-js/lib/model/Types';
import { getBusinessObject } from 'bpmn-js/lib/util/ModelUtil';
import type CommandStack from 'diagram-js/lib/command/CommandStack';
import type { VocabularyPrefix } from '../vocabularies/index.ts';
import { getExtensions, setExtensions } from './extensions.ts';

export const getFormData = (element: Element | ModdleElement, prefix: VocabularyPrefix): ModdleElement | undefined =>
  getExtensions(getBusinessObject(element), `${prefix}:FormData`)[0];

export const getFormFields = (element: Element | ModdleElement, prefix: VocabularyPrefix): ModdleElement[] =>
  getFormData(element, prefix)?.fields ?? [];

export interface SetFormFieldsContext {
  element: Element;
  prefix: VocabularyPrefix;
  fields: ModdleElement[];
}

/** `form.setFields`: replaces an element's form fields; the form key defaults to the element's id (spec 02 §3). */
export class SetFormFieldsHandler {
  static $inject = ['modeling', 'moddle', 'commandStack'];

  constructor(
    private readonly modeling: Modeling,
    private readonly moddle: ModdleElement,
    private readonly commandStack: CommandStack,
  ) {}

  preExecute({ element, prefix, fields }: SetFormFieldsContext) {
    const formKey = `${prefix}:formKey`;
    if (!getBusinessObject(element).get(formKey)) this.modeling.updateProperties(element, { [formKey]: element.id });
    const formData = getFormData(element, prefix);
    if (formData) {
      for (const field of fields) field.$parent = formData;
      this.modeling.updateModdleProperties(element, formData, { fields });
      return;
    }
    const created = this.moddle.create(`${prefix}:FormData`, { fields });
    for (const field of fields) field.$parent = created;
    setExtensions(this.commandStack, { element, type: `${prefix}:FormData`, values: [created] });
  }
}

export const setFormFields = (commandStack: CommandStack, context: SetFormFieldsContext) =>
  commandStack.execute('form.setFields', context);
