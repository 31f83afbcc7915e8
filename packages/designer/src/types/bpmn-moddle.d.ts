// bpmn-moddle ships element types but none for its entry point; this is the part of it the designer uses.
declare module 'bpmn-moddle' {
  export interface ModdleElement {
    $type: string;
    id?: string;
    [key: string]: unknown;
  }
  export interface ParseResult {
    rootElement: ModdleElement & { rootElements: (ModdleElement & { flowElements: ModdleElement[] })[] };
    warnings: unknown[];
  }
  export class BpmnModdle {
    constructor(packages?: Record<string, unknown>);
    fromXML(xml: string, typeName?: string): Promise<ParseResult>;
    toXML(element: ModdleElement, options?: { format?: boolean }): Promise<{ xml: string }>;
  }
}
