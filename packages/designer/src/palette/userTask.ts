import type Create from 'diagram-js/lib/features/create/Create';
import type Palette from 'diagram-js/lib/features/palette/Palette';
import type { PaletteEntries } from 'diagram-js/lib/features/palette/PaletteProvider';
import type Translate from 'diagram-js/lib/i18n/translate/translate';

interface ElementFactory {
  createShape(attributes: { type: string }): never;
}

/** Approval flows are made of user tasks: the palette offers one right after the plain task. */
class UserTaskPalette {
  static $inject = ['palette', 'create', 'elementFactory', 'translate'];

  constructor(
    palette: Palette,
    private readonly create: Create,
    private readonly elementFactory: ElementFactory,
    private readonly translate: typeof Translate,
  ) {
    palette.registerProvider(500, this);
  }

  getPaletteEntries() {
    const start = (event: Event) =>
      this.create.start(event, this.elementFactory.createShape({ type: 'bpmn:UserTask' }));
    const entry = {
      group: 'activity',
      className: 'bpmn-icon-user-task',
      title: this.translate('Create user task'),
      action: { dragstart: start, click: start },
    };
    return (entries: PaletteEntries) => {
      const result: PaletteEntries = {};
      for (const [id, value] of Object.entries(entries)) {
        result[id] = value;
        if (id === 'create.task') result['create.user-task'] = entry;
      }
      result['create.user-task'] ??= entry;
      return result;
    };
  }
}

export default { __init__: ['userTaskPalette'], userTaskPalette: ['type', UserTaskPalette] };
