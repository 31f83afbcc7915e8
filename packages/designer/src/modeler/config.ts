import type { VocabularyPrefix } from '../vocabularies/index.ts';

/** What the modeler's `designer` config entry holds; modules inject it as `config.designer`. */
export interface DesignerConfig {
  prefix: VocabularyPrefix;
}
