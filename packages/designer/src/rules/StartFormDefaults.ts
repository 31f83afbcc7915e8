import type { Element, ModdleElement } from 'bpmn-js/lib/model/Types';
import { is } from 'bpmn-js/lib/util/ModelUtil';
import type CommandStack from 'diagram-js/lib/command/CommandStack';
import type EventBus from 'diagram-js/lib/core/EventBus';
import type { DesignerConfig } from '../modeler/config.ts';
import { getFormFields, setFormFields } from '../modeler/form.ts';
import { approvalFieldId, approvalOptions, remarkFieldId, startFormRemarkDelay } from './opinion.ts';

/** Opening an empty start-event form adds the approval radio, then the remark textarea 300 ms later (spec 02 §4). */
export default class StartFormDefaults {
  static $inject = ['eventBus', 'commandStack', 'moddle', 'config.designer'];

  private pending: ReturnType<typeof setTimeout> | undefined;

  constructor(
    eventBus: EventBus,
    private readonly commandStack: CommandStack,
    private readonly moddle: ModdleElement,
    private readonly config: DesignerConfig,
  ) {
    eventBus.on(['diagram.clear', 'diagram.destroy'], () => clearTimeout(this.pending));
  }

  /** Returns whether defaults were added. */
  apply(element: Element): boolean {
    const { prefix } = this.config;
    if (!is(element, 'bpmn:StartEvent') || getFormFields(element, prefix).length > 0) return false;
    setFormFields(this.commandStack, { element, prefix, fields: [this.approvalField()] });
    clearTimeout(this.pending);
    this.pending = setTimeout(() => {
      const fields = [...getFormFields(element, prefix), this.remarkField()];
      setFormFields(this.commandStack, { element, prefix, fields });
    }, startFormRemarkDelay);
    return true;
  }

  private approvalField() {
    const { prefix } = this.config;
    // Option ids are the values the agree (0) and reject (not 0) conditions compare against.
    const values = approvalOptions.map((option) => this.moddle.create(`${prefix}:Value`, option));
    return this.field({ id: approvalFieldId, label: '审批意见', type: 'enum', values }, 'radio');
  }

  private remarkField() {
    return this.field({ id: remarkFieldId, label: '备注', type: 'string' }, 'textarea');
  }

  /** The widget a field renders as is kept as a `component` property, since form types know no radio or textarea. */
  private field(attributes: Record<string, unknown>, component: string) {
    const { prefix } = this.config;
    const property = this.moddle.create(`${prefix}:Property`, { id: 'component', value: component });
    const properties = this.moddle.create(`${prefix}:Properties`, { values: [property] });
    const field = this.moddle.create(`${prefix}:FormField`, { ...attributes, properties });
    for (const child of [properties, ...((attributes.values as ModdleElement[]) ?? [])]) child.$parent = field;
    property.$parent = properties;
    return field;
  }
}
