import type Modeler from 'bpmn-js/lib/Modeler';

export type DownloadKind = 'xml' | 'bpmn' | 'svg';

/** The process (or collaboration) name, falling back to its id, names downloads and deployments. */
export function processName(modeler: Modeler): string {
  const root = modeler
    .getDefinitions()
    ?.rootElements?.find((element: { $type: string }) =>
      ['bpmn:Process', 'bpmn:Collaboration'].includes(element.$type),
    );
  return root?.name || root?.id || 'diagram';
}

export async function exportDiagram(modeler: Modeler, kind: DownloadKind): Promise<Blob> {
  if (kind === 'svg') {
    const { svg } = await modeler.saveSVG();
    return new Blob([svg], { type: 'image/svg+xml' });
  }
  const { xml = '' } = await modeler.saveXML({ format: true });
  return new Blob([xml], { type: kind === 'xml' ? 'text/xml' : 'application/octet-stream' });
}

export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** A readable JSON view of the XML: each element with its attributes, child elements and text. */
export function xmlToJson(xml: string): unknown {
  const convert = (node: globalThis.Element): Record<string, unknown> => {
    const json: Record<string, unknown> = { name: node.tagName };
    if (node.attributes.length > 0) {
      json.attributes = Object.fromEntries([...node.attributes].map((attribute) => [attribute.name, attribute.value]));
    }
    const children = [...node.children];
    if (children.length > 0) json.elements = children.map(convert);
    else if (node.textContent?.trim()) json.text = node.textContent;
    return json;
  };
  return convert(new DOMParser().parseFromString(xml, 'application/xml').documentElement);
}
