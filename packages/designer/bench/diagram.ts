/**
 * A generated approval flow of about `count` elements (shapes and flows): a start event, a chain of user tasks
 * laid out in rows, an end event, each pair joined by a sequence flow, all with diagram interchange.
 */
export function generatedDiagram(count: number): string {
  const shapes = Math.max(2, Math.ceil((count + 1) / 2));
  const perRow = 20;
  const position = (index: number) => ({ x: 100 + (index % perRow) * 160, y: 100 + Math.floor(index / perRow) * 140 });
  const ids = Array.from({ length: shapes }, (_, index) => `Node_${index}`);
  const kind = (index: number) => {
    if (index === 0) return 'startEvent';
    return index === shapes - 1 ? 'endEvent' : 'userTask';
  };
  const size = (index: number) => (kind(index) === 'userTask' ? { width: 100, height: 80 } : { width: 36, height: 36 });
  const elements = ids.map((id, index) => `<bpmn:${kind(index)} id="${id}" name="节点 ${index}" />`);
  const flows = ids
    .slice(1)
    .map((id, index) => `<bpmn:sequenceFlow id="Flow_${index}" sourceRef="${ids[index]}" targetRef="${id}" />`);
  const shapesDi = ids.map((id, index) => {
    const { x, y } = position(index);
    const { width, height } = size(index);
    return `<bpmndi:BPMNShape id="${id}_di" bpmnElement="${id}"><dc:Bounds x="${x}" y="${y}" width="${width}" height="${height}" /></bpmndi:BPMNShape>`;
  });
  const flowsDi = ids.slice(1).map((_, index) => {
    const from = position(index);
    const to = position(index + 1);
    const fromSize = size(index);
    const toSize = size(index + 1);
    const start = { x: from.x + fromSize.width, y: from.y + fromSize.height / 2 };
    const end = { x: to.x, y: to.y + toSize.height / 2 };
    return `<bpmndi:BPMNEdge id="Flow_${index}_di" bpmnElement="Flow_${index}"><di:waypoint x="${start.x}" y="${start.y}" /><di:waypoint x="${end.x}" y="${end.y}" /></bpmndi:BPMNEdge>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" id="Definitions_bench" targetNamespace="http://bpmn.io/schema/bpmn">
<bpmn:process id="Process_bench" name="基准流程" isExecutable="true">
${[...elements, ...flows].join('\n')}
</bpmn:process>
<bpmndi:BPMNDiagram id="Diagram_bench"><bpmndi:BPMNPlane id="Plane_bench" bpmnElement="Process_bench">
${[...shapesDi, ...flowsDi].join('\n')}
</bpmndi:BPMNPlane></bpmndi:BPMNDiagram>
</bpmn:definitions>`;
}
