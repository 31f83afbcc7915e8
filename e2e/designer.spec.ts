import type { Page } from '@playwright/test';
import { apiData, expect, expectAccessible, firstLoad, signedIn, test } from './support.ts';

test.use(signedIn('admin'));

/** Opens the designer for the seeded purchasing unit, asking the workflow service for its id from the designer. */
async function openDesigner(page: Page) {
  await page.goto('/activiti?type=0');
  await expect(page).toHaveTitle(/^绘制审批流 - /, firstLoad);
  const orgs = await apiData<{ id: string; name: string }[]>(page, '/activitis/org/list');
  const deptId = orgs.find((org) => org.name === '华北能源集团物资有限公司')?.id ?? '';
  // Ids are 64-bit: written as the app's router writes string search values (quoted), since the router's default
  // parser turns a bare 19-digit value into a rounded number.
  await page.goto(`/activiti?type=0&deptId=${encodeURIComponent(JSON.stringify(deptId))}`);
  await expect(page).toHaveTitle(/^绘制审批流 - /);
  return deptId;
}

const flowXml = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" id="Definitions_office" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="office_supplies_approval" name="办公用品采购审批" isExecutable="true">
    <bpmn:startEvent id="Start" name="开始" />
    <bpmn:userTask id="Approve" name="部门审批" />
    <bpmn:endEvent id="End" name="结束" />
    <bpmn:sequenceFlow id="ToApprove" sourceRef="Start" targetRef="Approve" />
    <bpmn:sequenceFlow id="ToEnd" sourceRef="Approve" targetRef="End" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="Diagram_office">
    <bpmndi:BPMNPlane id="Plane_office" bpmnElement="office_supplies_approval">
      <bpmndi:BPMNShape id="Start_di" bpmnElement="Start"><dc:Bounds x="100" y="100" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Approve_di" bpmnElement="Approve"><dc:Bounds x="200" y="78" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="End_di" bpmnElement="End"><dc:Bounds x="360" y="100" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="ToApprove_di" bpmnElement="ToApprove"><di:waypoint x="136" y="118" /><di:waypoint x="200" y="118" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="ToEnd_di" bpmnElement="ToEnd"><di:waypoint x="300" y="118" /><di:waypoint x="360" y="118" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>`;

test('an administrator imports a flow, picks its approver and deploys it over the unit’s flows', async ({ page }) => {
  const deptId = await openDesigner(page);
  const toolbar = page.getByRole('toolbar', { name: '流程设计工具栏' });
  await toolbar.getByLabel('选择流程文件').setInputFiles({
    name: '办公用品采购审批.bpmn',
    mimeType: 'text/xml',
    buffer: Buffer.from(flowXml),
  });
  const task = page.locator('.djs-element[data-element-id="Approve"]');
  await expect(task).toBeVisible();
  await expectAccessible(page);

  // The approver picker lists the unit's users, as the workflow service gives them.
  await task.click();
  const panel = page.getByRole('complementary', { name: '属性面板' });
  await panel.getByRole('tab', { name: '任务' }).click();
  const approver = panel.getByRole('combobox', { name: '选择处理人' });
  await expect(approver.getByRole('option', { name: '赵审批' })).toBeAttached();
  await approver.selectOption({ label: '赵审批' });
  const approverId = await approver.inputValue();

  await toolbar.getByRole('button', { name: '部署' }).click();
  const question = page.getByRole('alertdialog', { name: '已有审批流,是否继续部署' });
  await expect(question).toContainText('采购计划审批流程');
  await question.getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('status').filter({ hasText: '部署成功' })).toBeVisible();

  const [newest] = await apiData<{ id: string; name: string }[]>(
    page,
    `/activitis/processDefinition/deploymentList?deptId=${deptId}`,
  );
  expect(newest?.name).toBe('办公用品采购审批');
  const { xml } = await apiData<{ xml: string }>(
    page,
    `/activitis/processDefinition/getDefinitionXml?deploymentId=${newest?.id}`,
  );
  expect(xml).toContain(`<bpmn:userTask id="Approve" name="部门审批" camunda:assignee="${approverId}"`);
});

test('a flow without an approval step is refused: 部署失败', async ({ page }) => {
  await openDesigner(page);
  // The designer opens on an empty flow: a start event only.
  await expect(page.locator('.djs-element[data-element-id="StartEvent_1"]')).toBeVisible();
  await page.getByRole('toolbar', { name: '流程设计工具栏' }).getByRole('button', { name: '部署' }).click();
  await page
    .getByRole('alertdialog', { name: '已有审批流,是否继续部署' })
    .getByRole('button', { name: '确定' })
    .click();
  await expect(page.getByRole('alert').filter({ hasText: /^部署失败$/ })).toBeVisible();
  // The server's reason comes as the platform's warning.
  await expect(page.getByRole('status').filter({ hasText: '流程中没有审批节点' })).toBeVisible();
});
