import { activiti } from './activiti.ts';
import { camunda } from './camunda.ts';
import { flowable } from './flowable.ts';

/** The process vocabularies the designer writes; camunda is the platform's default. */
export const vocabularies = { camunda, flowable, activiti };

export type VocabularyPrefix = keyof typeof vocabularies;

export const defaultPrefix: VocabularyPrefix = 'camunda';
