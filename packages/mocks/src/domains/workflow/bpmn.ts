// Approval flows written as the designer writes them (spec 02 §3–§4), with their diagram: a start form with the
// approval radio and the remark, user tasks (assignee, candidates, countersigns), after each task an exclusive
// gateway whose 'agree' flow carries `${approval == 0}` and 'reject' flow `${approval != 0}`, and end events named
// agree and reject with the end-state listener writing state 0 and 1.
import { vocabularies } from './engine.ts';

export interface ApprovalStep {
  name: string;
  assignee?: string;
  candidateUsers?: string;
  candidateGroups?: string;
  /** A multi-instance task: one per element of the collection, in turn or all at once. */
  countersign?: { sequential: boolean; collection: string; elementVariable: string; completionCondition: string };
}

export interface ApprovalFlow {
  key: string;
  name: string;
  steps: ApprovalStep[];
  vocabulary?: keyof typeof vocabularies;
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The BPMN 2.0 document of a chain of approval steps, each refusable. */
export function approvalFlowXml({ key, name, steps, vocabulary: p = 'camunda' }: ApprovalFlow): string {
  const uri = vocabularies[p];
  const lines: string[] = [];
  const shapes: string[] = [];
  const edges: string[] = [];
  const shape = (id: string, x: number, y: number, width: number, height: number) =>
    shapes.push(
      `      <bpmndi:BPMNShape id="${id}_di" bpmnElement="${id}"><dc:Bounds x="${x}" y="${y}" width="${width}" height="${height}" /></bpmndi:BPMNShape>`,
    );
  const edge = (id: string, points: [number, number][]) =>
    edges.push(
      `      <bpmndi:BPMNEdge id="${id}_di" bpmnElement="${id}">${points.map(([x, y]) => `<di:waypoint x="${x}" y="${y}" />`).join('')}</bpmndi:BPMNEdge>`,
    );
  const flow = (id: string, from: string, to: string, opinion?: 'agree' | 'reject') =>
    lines.push(
      opinion
        ? `    <bpmn:sequenceFlow id="${id}" name="${opinion}" sourceRef="${from}" targetRef="${to}">\n      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${approval ${opinion === 'agree' ? '==' : '!='} 0}</bpmn:conditionExpression>\n    </bpmn:sequenceFlow>`
        : `    <bpmn:sequenceFlow id="${id}" sourceRef="${from}" targetRef="${to}" />`,
    );
  const endEvent = (id: string, opinion: 'agree' | 'reject') =>
    lines.push(`    <bpmn:endEvent id="${id}" name="${opinion}">
      <bpmn:extensionElements>
        <${p}:executionListener class="com.zc.workflow.listener.EndStateListener" event="end">
          <${p}:field name="state">
            <${p}:string>${opinion === 'agree' ? 0 : 1}</${p}:string>
          </${p}:field>
        </${p}:executionListener>
      </bpmn:extensionElements>
    </bpmn:endEvent>`);

  const y = 100;
  lines.push(`    <bpmn:startEvent id="StartEvent_1" name="提交申请" ${p}:formKey="StartEvent_1">
      <bpmn:extensionElements>
        <${p}:formData>
          <${p}:formField id="approval" label="审批" type="enum" defaultValue="0">
            <${p}:properties>
              <${p}:property id="component" value="radio" />
            </${p}:properties>
            <${p}:value id="0" name="同意" />
            <${p}:value id="1" name="不同意" />
          </${p}:formField>
          <${p}:formField id="remark" label="备注" type="string">
            <${p}:properties>
              <${p}:property id="component" value="textarea" />
            </${p}:properties>
          </${p}:formField>
        </${p}:formData>
      </bpmn:extensionElements>
    </bpmn:startEvent>`);
  shape('StartEvent_1', 152, y + 22, 36, 36);
  let previous = 'StartEvent_1';
  let previousRight = 188;
  const rejectY = y + 180;
  steps.forEach((approval, i) => {
    const n = i + 1;
    const task = `Activity_${n}`;
    const gateway = `Gateway_${n}`;
    const x = 250 + i * 260;
    const attributes = [
      approval.assignee && `${p}:assignee="${escapeXml(approval.assignee)}"`,
      approval.candidateUsers && `${p}:candidateUsers="${escapeXml(approval.candidateUsers)}"`,
      approval.candidateGroups && `${p}:candidateGroups="${escapeXml(approval.candidateGroups)}"`,
      `${p}:formKey="${task}"`,
    ]
      .filter(Boolean)
      .join(' ');
    const loop = approval.countersign;
    lines.push(
      loop
        ? `    <bpmn:userTask id="${task}" name="${escapeXml(approval.name)}" ${attributes}>
      <bpmn:multiInstanceLoopCharacteristics${loop.sequential ? ' isSequential="true"' : ''} ${p}:collection="${escapeXml(loop.collection)}" ${p}:elementVariable="${loop.elementVariable}">
        <bpmn:completionCondition xsi:type="bpmn:tFormalExpression">${escapeXml(loop.completionCondition)}</bpmn:completionCondition>
      </bpmn:multiInstanceLoopCharacteristics>
    </bpmn:userTask>`
        : `    <bpmn:userTask id="${task}" name="${escapeXml(approval.name)}" ${attributes} />`,
    );
    lines.push(`    <bpmn:exclusiveGateway id="${gateway}" />`);
    shape(task, x, y, 100, 80);
    shape(gateway, x + 155, y + 15, 50, 50);
    flow(`Flow_in_${n}`, previous, task);
    edge(`Flow_in_${n}`, [
      [previousRight, y + 40],
      [x, y + 40],
    ]);
    flow(`Flow_done_${n}`, task, gateway);
    edge(`Flow_done_${n}`, [
      [x + 100, y + 40],
      [x + 155, y + 40],
    ]);
    flow(`Flow_reject_${n}`, gateway, 'EndEvent_reject', 'reject');
    edge(`Flow_reject_${n}`, [
      [x + 180, y + 65],
      [x + 180, rejectY + 18],
      [250 + steps.length * 260, rejectY + 18],
    ]);
    previous = gateway;
    previousRight = x + 205;
  });
  const endX = 250 + steps.length * 260;
  flow('Flow_agree', previous, 'EndEvent_agree', 'agree');
  edge('Flow_agree', [
    [previousRight, y + 40],
    [endX, y + 40],
  ]);
  endEvent('EndEvent_agree', 'agree');
  endEvent('EndEvent_reject', 'reject');
  shape('EndEvent_agree', endX, y + 22, 36, 36);
  shape('EndEvent_reject', endX, rejectY, 36, 36);

  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:${p}="${uri}" id="Definitions_${key}" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="${key}" name="${escapeXml(name)}" isExecutable="true">
${lines.join('\n')}
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="${key}">
${[...shapes, ...edges].join('\n')}
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
}
