import Modeler from 'bpmn-js/lib/Modeler';
import tokenSimulationModule from 'bpmn-js-token-simulation';
import minimapModule from 'diagram-js-minimap';
import translateModule from '../i18n/index.ts';
import simulationLabelsModule from '../i18n/simulation.ts';
import approvalTemplatesModule from '../palette/approvalTemplates.ts';
import userTaskPaletteModule from '../palette/userTask.ts';
import rulesModule from '../rules/index.ts';
import { type VocabularyPrefix, vocabularies } from '../vocabularies/index.ts';
import commandsModule from './commands.ts';
import type { DesignerConfig } from './config.ts';
import labelsModule from './labels.ts';
import lintModule from './lint.ts';
import multiSelectModule from './multiSelect.ts';

export interface CreateModelerOptions {
  container: HTMLElement;
  prefix: VocabularyPrefix;
}

/**
 * A Modeler with the approval-flow modules and the vocabulary the panel writes. Only one is registered, since
 * moddle refuses two packages defining the same attribute name on one type; a diagram written for another engine
 * keeps that engine's attributes and elements anyway, as generic ones, on export.
 */
export function createModeler({ container, prefix }: CreateModelerOptions): Modeler {
  const designer: DesignerConfig = { prefix };
  return new Modeler({
    container,
    additionalModules: [
      translateModule,
      commandsModule,
      labelsModule,
      rulesModule,
      lintModule,
      minimapModule,
      tokenSimulationModule,
      simulationLabelsModule,
      multiSelectModule,
      userTaskPaletteModule,
      approvalTemplatesModule,
    ],
    moddleExtensions: { [prefix]: vocabularies[prefix] },
    keyboard: { bind: true },
    designer,
  });
}
