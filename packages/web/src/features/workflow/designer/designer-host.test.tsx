import { withSignedIn } from '@test/support/workbench.tsx';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getProcessDefinitionXml, listDeployments, listWorkflowOrgs } from '@zc/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmHost } from '@/shared/ui/ConfirmDialog/ConfirmHost.tsx';
import { toastStore } from '@/shared/ui/Toast/toast.ts';
import { askHost, designerApi } from './designer-host.tsx';

withSignedIn('admin');
afterEach(() => toastStore.clear());

const orgNamed = async (name: string) => {
  const org = (await listWorkflowOrgs()).find((candidate) => candidate.name === name);
  if (!org) throw new Error(`no organisation ${name}`);
  return org.id;
};

/** A flow of one approval step, as the designer writes it. */
const flowXml = (processId: string, withTask = true) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="Definitions_1" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="${processId}" name="办公用品采购审批" isExecutable="true">
    <bpmn:startEvent id="Start" />
    ${withTask ? '<bpmn:userTask id="Approve" name="部门审批" />' : ''}
  </bpmn:process>
</bpmn:definitions>`;

const bpmnFile = (xml: string) => new File([xml], '办公用品采购审批.bpmn', { type: 'text/xml' });

describe('the designer’s calls', () => {
  it('list a department’s deployments and offer the users of its newest one as approvers', async () => {
    const deptId = await orgNamed('华北能源集团物资有限公司');
    const deployments = await designerApi.listDeployments(deptId);
    expect(deployments.map((row) => row.name)).toContain('采购计划审批流程');
    const users = await designerApi.listUsers(deptId);
    expect(users.map((user) => user.account)).toContain('shenpi01');
  });

  it('offer the department’s own workflow users, not those of a deployment', async () => {
    const deptId = await orgNamed('西山煤电集团物资采购中心');
    const users = await designerApi.listUsers(deptId);
    expect(users.length).toBeGreaterThan(0);
    expect(users.every((user) => user.id && user.name && user.account)).toBe(true);
  });

  it('look a user up by account', async () => {
    const [user] = await designerApi.findUserByAccount('shenpi01');
    expect(user).toMatchObject({ id: expect.any(String), name: expect.any(String) });
    expect(await designerApi.findUserByAccount('nobody')).toEqual([]);
  });

  it('deploy the XML as the multipart file of the department, and reject a refused deployment', async () => {
    const deptId = await orgNamed('华北能源集团物资有限公司');
    const xml = flowXml('office_supplies');
    await designerApi.deploy({ file: bpmnFile(xml), deptId, processName: '办公用品采购审批' });
    const [newest] = await listDeployments({ query: { deptId } });
    expect(newest?.name).toBe('办公用品采购审批');
    expect((await getProcessDefinitionXml({ query: { deploymentId: newest?.id ?? '' } })).xml).toBe(xml);
    const refused = designerApi.deploy({ file: bpmnFile(flowXml('empty', false)), deptId, processName: '空流程' });
    await expect(refused).rejects.toMatchObject({ msg: '部署失败：流程中没有审批节点（用户任务）' });
  });
});

describe('the designer’s questions and messages', () => {
  it('ask with the details as lines under the question as the title', async () => {
    render(<ConfirmHost />);
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = askHost('已有审批流,是否继续部署', [
        '采购计划审批流程  2026-08-05 10:00:00',
        '采购项目立项审批  2026-08-15 10:00:00',
      ]);
    });
    const dialog = await screen.findByRole('alertdialog', { name: '已有审批流,是否继续部署' });
    expect(dialog.textContent).toContain(
      '采购计划审批流程  2026-08-05 10:00:00\n采购项目立项审批  2026-08-15 10:00:00',
    );
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await expect(answer).resolves.toBe(true);
    act(() => {
      answer = askHost('确认移除该监听器吗？');
    });
    expect((await screen.findByRole('alertdialog', { name: '提示' })).textContent).toContain('确认移除该监听器吗？');
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    await expect(answer).resolves.toBe(false);
  });
});
