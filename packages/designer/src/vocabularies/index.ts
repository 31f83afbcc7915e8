import activiti from './activiti.json';
import camunda from './camunda.json';
import flowable from './flowable.json';

/** The process vocabularies the designer writes; camunda is the platform's default. */
export const vocabularies = { camunda, flowable, activiti };

export type VocabularyPrefix = keyof typeof vocabularies;

export const defaultPrefix: VocabularyPrefix = 'camunda';
