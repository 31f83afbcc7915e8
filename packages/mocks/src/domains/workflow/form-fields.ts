// The task form a deployed flow defines, as the designer writes it: `formData` of the user task, or else the start
// form every task of the flow shares (formField id, label, type, defaultValue and its enum values), in any of the three
// vocabularies.
export interface FormField {
  id: string;
  label?: string;
  type: 'long' | 'string' | 'boolean' | 'date' | 'enum' | 'custom';
  defaultValue?: string;
  enumValues?: { id: string; name: string }[];
}

const types = new Set<FormField['type']>(['long', 'string', 'boolean', 'date', 'enum', 'custom']);
const attributesOf = (tag: string) =>
  Object.fromEntries([...tag.matchAll(/([\w:]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]));
const unescapeXml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The XML of the element with `id` (`<bpmn:userTask id="…">…</bpmn:userTask>`), or of the first start event. */
function elementXml(xml: string, match: RegExp): string | undefined {
  const open = match.exec(xml);
  if (!open) return undefined;
  if (open[0].endsWith('/>')) return open[0];
  const close = xml.indexOf(`</${open[1]}>`, open.index);
  return close < 0 ? undefined : xml.slice(open.index, close);
}

function fieldsIn(element: string | undefined): FormField[] {
  if (!element) return [];
  return [...element.matchAll(/<(\w+):formField\b([^>]*?)(\/>|>([\s\S]*?)<\/\1:formField>)/g)].map(
    ([, , attributes = '', , body = '']) => {
      const { id = '', label, type, defaultValue } = attributesOf(attributes);
      const enumValues = [...body.matchAll(/<\w+:value\b([^>]*)\/?>/g)].map(([, value = '']) => {
        const option = attributesOf(value);
        return { id: option.id ?? '', name: unescapeXml(option.name ?? '') };
      });
      return {
        id,
        type: types.has(type as FormField['type']) ? (type as FormField['type']) : 'string',
        ...(label !== undefined && { label: unescapeXml(label) }),
        ...(defaultValue !== undefined && { defaultValue }),
        ...(enumValues.length > 0 && { enumValues }),
      };
    },
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The form of the task at `elementId`: its own form fields, else the flow's start form. */
export function taskFormFields(xml: string, elementId: string): FormField[] {
  const own = fieldsIn(elementXml(xml, new RegExp(`<(\\w+:userTask)\\b[^>]*\\bid="${escapeRegExp(elementId)}"[^>]*>`)));
  return own.length > 0 ? own : fieldsIn(elementXml(xml, /<(\w+:startEvent)\b[^>]*>/));
}
