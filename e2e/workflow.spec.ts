import type { Page } from '@playwright/test';
import { choose, continueAs, expect, test } from './support.ts';

const flowName = '物资计划两级审批';
const planName = '综采工作面备件补充采购计划';

/** Two approval steps as the designer writes them: each refusable at its gateway, agreed at the end. */
const flowXml = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="Definitions_two_step" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="material_plan_two_step" name="${flowName}" isExecutable="true">
    <bpmn:startEvent id="Start" name="提交计划" />
    <bpmn:userTask id="Review" name="部门审核" />
    <bpmn:exclusiveGateway id="ReviewGateway" />
    <bpmn:userTask id="Approve" name="项目经理审批" />
    <bpmn:exclusiveGateway id="ApproveGateway" />
    <bpmn:endEvent id="Agreed" name="agree">
      <bpmn:extensionElements>
        <camunda:executionListener class="com.zc.workflow.listener.EndStateListener" event="end">
          <camunda:field name="state"><camunda:string>0</camunda:string></camunda:field>
        </camunda:executionListener>
      </bpmn:extensionElements>
    </bpmn:endEvent>
    <bpmn:endEvent id="Refused" name="reject">
      <bpmn:extensionElements>
        <camunda:executionListener class="com.zc.workflow.listener.EndStateListener" event="end">
          <camunda:field name="state"><camunda:string>1</camunda:string></camunda:field>
        </camunda:executionListener>
      </bpmn:extensionElements>
    </bpmn:endEvent>
    <bpmn:sequenceFlow id="ToReview" sourceRef="Start" targetRef="Review" />
    <bpmn:sequenceFlow id="Reviewed" sourceRef="Review" targetRef="ReviewGateway" />
    <bpmn:sequenceFlow id="ReviewAgreed" name="agree" sourceRef="ReviewGateway" targetRef="Approve">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${approval == 0}</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="ReviewRefused" name="reject" sourceRef="ReviewGateway" targetRef="Refused">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${approval != 0}</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="Approved" sourceRef="Approve" targetRef="ApproveGateway" />
    <bpmn:sequenceFlow id="ApproveAgreed" name="agree" sourceRef="ApproveGateway" targetRef="Agreed">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${approval == 0}</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="ApproveRefused" name="reject" sourceRef="ApproveGateway" targetRef="Refused">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${approval != 0}</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
  </bpmn:process>
  <bpmndi:BPMNDiagram id="Diagram_two_step">
    <bpmndi:BPMNPlane id="Plane_two_step" bpmnElement="material_plan_two_step">
      <bpmndi:BPMNShape id="Start_di" bpmnElement="Start"><dc:Bounds x="152" y="122" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Review_di" bpmnElement="Review"><dc:Bounds x="250" y="100" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="ReviewGateway_di" bpmnElement="ReviewGateway" isMarkerVisible="true"><dc:Bounds x="405" y="115" width="50" height="50" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Approve_di" bpmnElement="Approve"><dc:Bounds x="510" y="100" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="ApproveGateway_di" bpmnElement="ApproveGateway" isMarkerVisible="true"><dc:Bounds x="665" y="115" width="50" height="50" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Agreed_di" bpmnElement="Agreed"><dc:Bounds x="772" y="122" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Refused_di" bpmnElement="Refused"><dc:Bounds x="772" y="262" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="ToReview_di" bpmnElement="ToReview"><di:waypoint x="188" y="140" /><di:waypoint x="250" y="140" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Reviewed_di" bpmnElement="Reviewed"><di:waypoint x="350" y="140" /><di:waypoint x="405" y="140" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="ReviewAgreed_di" bpmnElement="ReviewAgreed"><di:waypoint x="455" y="140" /><di:waypoint x="510" y="140" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="ReviewRefused_di" bpmnElement="ReviewRefused"><di:waypoint x="430" y="165" /><di:waypoint x="430" y="280" /><di:waypoint x="772" y="280" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Approved_di" bpmnElement="Approved"><di:waypoint x="610" y="140" /><di:waypoint x="665" y="140" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="ApproveAgreed_di" bpmnElement="ApproveAgreed"><di:waypoint x="715" y="140" /><di:waypoint x="772" y="140" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="ApproveRefused_di" bpmnElement="ApproveRefused"><di:waypoint x="690" y="165" /><di:waypoint x="690" y="280" /><di:waypoint x="772" y="280" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>`;

const day = (offset: number) => {
  const date = new Date(Date.now() + offset * 86_400_000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

/** Opens the signed-in approver's to-do of the plan in its flow's form. */
async function openToDo(page: Page) {
  await page.goto('/task');
  await page
    .getByRole('table', { name: '待办任务列表' })
    .getByRole('row')
    .filter({ hasText: planName })
    .getByRole('button', { name: '办理' })
    .click();
  return page.getByRole('dialog', { name: /^办理任务：/ });
}

test('an administrator deploys a two-step plan flow; the first approver agrees, the second refuses with a reason the plan shows, and the diagram shows the path taken', async ({
  page,
}) => {
  // Five users in turn, each a sign-in through the form when the worker has not kept the user's session yet.
  test.setTimeout(240_000);
  // The administrator draws the flow for the unit and picks each step's approver, then deploys it.
  await continueAs(page, 'admin', '/definition');
  await page.getByRole('button', { name: '绘制审批流' }).click();
  const start = page.getByRole('dialog', { name: '绘制审批流' });
  await start.getByRole('combobox', { name: '所属部门' }).click();
  await page.getByRole('treeitem', { name: '华北能源集团物资有限公司' }).click();
  await start.getByRole('button', { name: '打开设计器' }).click();
  await expect(page).toHaveTitle(/^绘制审批流 - /);
  const toolbar = page.getByRole('toolbar', { name: '流程设计工具栏' });
  await toolbar
    .getByLabel('选择流程文件')
    .setInputFiles({ name: `${flowName}.bpmn`, mimeType: 'text/xml', buffer: Buffer.from(flowXml) });
  const panel = page.getByRole('complementary', { name: '属性面板' });
  for (const [task, approver] of [
    ['Review', '赵审批'],
    ['Approve', '李项目'],
  ] as const) {
    await page.locator(`.djs-element[data-element-id="${task}"]`).click();
    await panel.getByRole('tab', { name: '任务' }).click();
    const picker = panel.getByRole('combobox', { name: '选择处理人' });
    await expect(picker.getByRole('option', { name: approver })).toBeAttached();
    await picker.selectOption({ label: approver });
  }
  await toolbar.getByRole('button', { name: '部署' }).click();
  await page
    .getByRole('alertdialog', { name: '已有审批流,是否继续部署' })
    .getByRole('button', { name: '确定' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: '部署成功' })).toBeVisible();
  await page.goto(`/definition?name=${encodeURIComponent(JSON.stringify(flowName))}`);
  const definition = page.getByRole('table', { name: '流程定义列表' }).getByRole('row').filter({ hasText: flowName });
  await expect(definition).toContainText('华北能源集团物资有限公司');
  await expect(definition).toContainText('激活');
  // 编辑 opens the deployed flow in the designer, where a next version would be deployed from.
  await definition.getByRole('button', { name: '编辑' }).click();
  await expect(page.locator('.djs-element[data-element-id="Approve"]')).toBeVisible();
  await page.goBack();

  // A buyer of the unit submits a plan: it goes to the unit's newest plan flow.
  await continueAs(page, 'caigou01', '/purchase/purchase-plan-list');
  await page.getByRole('button', { name: '新增采购计划' }).click();
  const form = page.getByRole('dialog', { name: '新增采购计划' });
  await form.getByRole('textbox', { name: '计划名称' }).fill(planName);
  for (const [label, value] of [
    ['有效期开始', day(0)],
    ['有效期结束', day(90)],
  ] as const) {
    const field = form.getByRole('combobox', { name: label });
    await field.fill(value);
    await field.press('Enter');
  }
  await form.getByRole('textbox', { name: '商品名称1' }).fill('刮板输送机链环');
  await form.getByRole('spinbutton', { name: '计划单价' }).fill('1200');
  await form.getByRole('spinbutton', { name: '数量' }).fill('20');
  await form.getByRole('checkbox', { name: /赵审批/ }).check();
  await form.getByRole('checkbox', { name: '保存后提交审批' }).check();
  await form.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('采购计划已提交审批')).toBeVisible();
  const planRow = page.getByRole('table', { name: '采购计划' }).getByRole('row').filter({ hasText: planName });
  const planNo = ((await planRow.getByRole('cell').first().textContent()) ?? '').trim();

  // The first step's approver agrees in the to-do's form.
  await continueAs(page, 'shenpi01');
  const review = await openToDo(page);
  await expect(review.getByRole('region', { name: '任务信息' })).toContainText('部门审核');
  // What is approved: the plan's lines. The decision is the approver's own.
  await expect(review.getByRole('table', { name: '计划商品' })).toContainText('刮板输送机链环');
  await choose(review.getByRole('combobox', { name: '审批结果' }), '同意');
  await review.getByRole('textbox', { name: '审批意见' }).fill('数量合理，同意');
  await review.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('已同意')).toBeVisible();

  // The second refuses: a refusal needs its reason.
  await continueAs(page, 'xiangmu01');
  const approval = await openToDo(page);
  await expect(approval.getByRole('region', { name: '任务信息' })).toContainText('项目经理审批');
  await choose(approval.getByRole('combobox', { name: '审批结果' }), '驳回');
  await approval.getByRole('button', { name: '提交' }).click();
  await expect(approval.getByText('驳回时请填写审批意见')).toBeVisible();
  await approval.getByRole('textbox', { name: '审批意见' }).fill('本季度备件预算已用完，下季度再报');
  await approval.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('已驳回')).toBeVisible();

  // The diagram of the plan's approval: both tasks passed, refused at the second gateway.
  await page.goto('/done');
  await page
    .getByRole('table', { name: '已办任务列表' })
    .getByRole('row')
    .filter({ hasText: planName })
    .getByRole('button', { name: '流程进度' })
    .click();
  const progress = page.getByRole('dialog', { name: /^流程进度：/ });
  await expect(progress.getByRole('region', { name: '流程图' })).toContainText('审批驳回');
  const element = (id: string) => progress.locator(`.djs-element[data-element-id="${id}"]`);
  for (const id of ['Start', 'Review', 'ReviewGateway', 'Approve', 'ApproveGateway', 'Refused'])
    await expect(element(id)).toHaveClass(/wf-finished/);
  for (const id of ['ToReview', 'ReviewAgreed', 'ApproveRefused']) await expect(element(id)).toHaveClass(/wf-taken/);
  for (const id of ['ReviewRefused', 'ApproveAgreed']) await expect(element(id)).not.toHaveClass(/wf-taken/);
  await expect(element('Agreed')).not.toHaveClass(/wf-finished/);
  const history = progress.getByRole('table', { name: '审批记录' });
  await expect(history).toContainText('数量合理，同意');
  await expect(history).toContainText('本季度备件预算已用完，下季度再报');
  await progress.getByRole('button', { name: '关闭' }).click();

  // The buyer reads the refusal and its reason on the plan.
  await continueAs(page, 'caigou01', `/purchase/purchase-plan-list?planNo=${planNo}`);
  const refused = page.getByRole('table', { name: '采购计划' }).getByRole('row').filter({ hasText: planNo });
  await expect(refused).toContainText('审批驳回');
  await refused.getByRole('button', { name: '查看' }).click();
  const log = page.getByRole('dialog').getByRole('table', { name: '审批记录' });
  await expect(log).toContainText('项目经理审批');
  await expect(log).toContainText('本季度备件预算已用完，下季度再报');
});
