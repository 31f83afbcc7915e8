import { zh } from './zh.ts';

/** diagram-js's `translate` service in Chinese: a template not in the dictionary stays as it is. */
export function translateZh(template: string, replacements: Record<string, string> = {}): string {
  return (zh[template] ?? template).replace(/\{([^}]+)\}/g, (whole, key: string) => replacements[key] ?? whole);
}

/** Overrides bpmn-js's `translate` by name, so that every module asking for it speaks Chinese. */
export default { translate: ['value', translateZh] };
