/**
 * An approval flow with every element kind the panel treats differently:
 * start → user task → exclusive gateway → two end events, plus a script task, a receive task and a service task.
 */
export const approvalFlowXml = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" id="Definitions_1" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="Process_1" name="采购审批" isExecutable="true">
    <bpmn:startEvent id="Start" name="开始" />
    <bpmn:userTask id="Approve" name="部门审批" />
    <bpmn:exclusiveGateway id="Gateway" />
    <bpmn:endEvent id="EndAgree" />
    <bpmn:endEvent id="EndReject" />
    <bpmn:scriptTask id="Script" name="计算" />
    <bpmn:receiveTask id="Receive" name="等待回执" />
    <bpmn:serviceTask id="Service" name="通知" />
    <bpmn:sequenceFlow id="FlowStart" sourceRef="Start" targetRef="Approve" />
    <bpmn:sequenceFlow id="FlowGateway" sourceRef="Approve" targetRef="Gateway" />
    <bpmn:sequenceFlow id="FlowAgree" sourceRef="Gateway" targetRef="EndAgree" />
    <bpmn:sequenceFlow id="FlowReject" sourceRef="Gateway" targetRef="EndReject" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="Diagram_1">
    <bpmndi:BPMNPlane id="Plane_1" bpmnElement="Process_1">
      <bpmndi:BPMNShape id="Start_di" bpmnElement="Start"><dc:Bounds x="100" y="100" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Approve_di" bpmnElement="Approve"><dc:Bounds x="200" y="78" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Gateway_di" bpmnElement="Gateway" isMarkerVisible="true"><dc:Bounds x="360" y="93" width="50" height="50" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="EndAgree_di" bpmnElement="EndAgree"><dc:Bounds x="480" y="40" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="EndReject_di" bpmnElement="EndReject"><dc:Bounds x="480" y="160" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Script_di" bpmnElement="Script"><dc:Bounds x="200" y="260" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Receive_di" bpmnElement="Receive"><dc:Bounds x="360" y="300" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Service_di" bpmnElement="Service"><dc:Bounds x="520" y="280" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="FlowStart_di" bpmnElement="FlowStart"><di:waypoint x="136" y="118" /><di:waypoint x="200" y="118" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="FlowGateway_di" bpmnElement="FlowGateway"><di:waypoint x="300" y="118" /><di:waypoint x="360" y="118" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="FlowAgree_di" bpmnElement="FlowAgree"><di:waypoint x="385" y="93" /><di:waypoint x="385" y="58" /><di:waypoint x="480" y="58" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="FlowReject_di" bpmnElement="FlowReject"><di:waypoint x="385" y="143" /><di:waypoint x="385" y="178" /><di:waypoint x="480" y="178" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>`;
