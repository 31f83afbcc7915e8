import type { ModdleElement } from 'bpmn-js/lib/model/Types';
import type Create from 'diagram-js/lib/features/create/Create';
import type Palette from 'diagram-js/lib/features/palette/Palette';
import type { PaletteEntries } from 'diagram-js/lib/features/palette/PaletteProvider';
import type { DesignerConfig } from '../modeler/config.ts';
import { type ApprovalTemplate, approvalTemplates } from './templates.ts';

interface ElementFactory {
  createShape(attributes: { type: string; businessObject: ModdleElement }): never;
}

interface BpmnFactory {
  create(type: string, attributes?: Record<string, unknown>): ModdleElement;
}

/** Palette entries drawing the platform's approval steps as configured user tasks; creating one is one undo step. */
class ApprovalTemplatePalette {
  static $inject = ['palette', 'create', 'elementFactory', 'bpmnFactory', 'config.designer'];

  constructor(
    palette: Palette,
    private readonly create: Create,
    private readonly elementFactory: ElementFactory,
    private readonly bpmnFactory: BpmnFactory,
    private readonly config: DesignerConfig,
  ) {
    palette.registerProvider(400, this);
  }

  /** The user task a template stands for, its loop characteristics with exclusive off as for any new loop. */
  businessObject(template: ApprovalTemplate): ModdleElement {
    const { prefix } = this.config;
    const attributes = Object.fromEntries(
      Object.entries(template.attributes).map(([name, value]) => [`${prefix}:${name}`, value]),
    );
    const task = this.bpmnFactory.create('bpmn:UserTask', { name: template.name, ...attributes });
    const loop = template.countersign;
    if (loop) {
      const completionCondition = this.bpmnFactory.create('bpmn:FormalExpression', { body: loop.completionCondition });
      const characteristics = this.bpmnFactory.create('bpmn:MultiInstanceLoopCharacteristics', {
        isSequential: false,
        [`${prefix}:collection`]: loop.collection,
        [`${prefix}:elementVariable`]: loop.elementVariable,
        [`${prefix}:exclusive`]: false,
        completionCondition,
      });
      completionCondition.$parent = characteristics;
      characteristics.$parent = task;
      task.loopCharacteristics = characteristics;
    }
    return task;
  }

  getPaletteEntries() {
    const entries: PaletteEntries = {};
    for (const template of approvalTemplates) {
      const start = (event: Event) =>
        this.create.start(
          event,
          this.elementFactory.createShape({ type: 'bpmn:UserTask', businessObject: this.businessObject(template) }),
        );
      entries[`create.${template.id}`] = {
        group: 'approval',
        className: 'bpmn-icon-user-task zc-template',
        html: `<div class="entry" draggable="true" data-mark="${template.mark}"></div>`,
        title: template.title,
        action: { dragstart: start, click: start },
      };
    }
    return entries;
  }
}

export default {
  __init__: ['approvalTemplatePalette'],
  approvalTemplatePalette: ['type', ApprovalTemplatePalette],
};
