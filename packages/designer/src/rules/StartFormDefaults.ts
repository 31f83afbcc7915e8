import type { Element, ModdleElement } from 'bpmn-js/lib/model/Types';
import { is } from 'bpmn-js/lib/util/ModelUtil';
import type CommandStack from 'diagram-js/lib/command/CommandStack';
import type ElementRegistry from 'diagram-js/lib/core/ElementRegistry';
import type EventBus from 'diagram-js/lib/core/EventBus';
import type { DesignerConfig } from '../modeler/config.ts';
import { getFormFields, setFormFields } from '../modeler/form.ts';
import {
  approvalFieldId,
  approvalOptions,
  remarkFieldId,
  startFormApprovalDelay,
  startFormRemarkDelay,
} from './opinion.ts';

/**
 * Opening an empty start-event form adds the approval radio after 1000 ms, then the remark textarea 300 ms later
 * (spec 02 §4, §9). Both land in one undo step: when nothing else was done in between, the remark replaces the
 * approval-only step by one that adds both fields.
 */
export default class StartFormDefaults {
  static $inject = ['eventBus', 'commandStack', 'elementRegistry', 'moddle', 'config.designer'];

  private pending: ReturnType<typeof setTimeout> | undefined;
  private target: Element | undefined;
  /** Counts command stack changes, so that the remark knows whether the approval step is still the last one. */
  private changes = 0;

  constructor(
    eventBus: EventBus,
    private readonly commandStack: CommandStack,
    private readonly elementRegistry: ElementRegistry,
    private readonly moddle: ModdleElement,
    private readonly config: DesignerConfig,
  ) {
    eventBus.on(['diagram.clear', 'diagram.destroy'], () => this.cancel());
    eventBus.on('commandStack.changed', () => {
      this.changes++;
    });
  }

  /** Returns whether defaults are on their way. */
  apply(element: Element): boolean {
    if (!is(element, 'bpmn:StartEvent') || this.fields(element).length > 0) return false;
    if (this.target === element) return true;
    this.cancel();
    this.target = element;
    this.pending = setTimeout(() => this.addApproval(element), startFormApprovalDelay);
    return true;
  }

  private addApproval(element: Element) {
    if (!this.isLive(element) || this.fields(element).length > 0) return this.cancel();
    const approval = this.approvalField();
    this.write(element, [approval]);
    const changesAfterApproval = this.changes;
    this.pending = setTimeout(() => {
      this.target = undefined;
      if (!this.isLive(element)) return;
      const untouched = this.changes === changesAfterApproval && this.commandStack.canUndo();
      // The same approval field comes back, so that whoever holds it (a removal being confirmed) still finds it.
      if (untouched) this.commandStack.undo();
      this.write(element, [...this.fields(element), ...(untouched ? [approval] : []), this.remarkField()]);
    }, startFormRemarkDelay);
  }

  private cancel() {
    clearTimeout(this.pending);
    this.target = undefined;
  }

  private isLive = (element: Element) => this.elementRegistry.get(element.id) === element;

  private fields = (element: Element) => getFormFields(element, this.config.prefix);

  private write(element: Element, fields: ModdleElement[]) {
    setFormFields(this.commandStack, { element, prefix: this.config.prefix, fields });
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
