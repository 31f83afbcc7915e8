import { dialog, loaded, rowOf, save } from '@test/support/table.ts';
import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  getProject,
  listEntrustCertificates,
  listEntrustedProjects,
  listPicketageHistory,
  listProjectCertificates,
  pageProjects,
} from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route } from '@/routes/_workbench/(admin)/entrusted-manager.tsx';
import { Route as ProjectsRoute } from '@/routes/_workbench/(admin)/project-manager.tsx';
import { Route as InfoRoute } from '@/routes/_workbench/(admin)/project-manager-info.tsx';

withSignedIn('admin');

/** The first project of every unit in a phase, as the administrator lists it. */
async function projectIn(status: 3 | 8 | 10, query: { pickRule?: 2 } = {}) {
  const [project] = (await pageProjects({ query: { status, ...query } })).records;
  if (!project) throw new Error(`the seed has projects in phase ${status}`);
  return project;
}

describe('委托管理', () => {
  it('opens an entrusted project’s registration records', async () => {
    const entrusts = (await listEntrustedProjects({ query: { size: 100 } })).records;
    const entrust = entrusts.find((row) => row.registeredCount > 0);
    if (!entrust) throw new Error('the seed has entrusted projects with registrations');
    const [registration] = await listEntrustCertificates({ path: { id: entrust.id } });
    await renderWorkbenchPage('/entrusted-manager', Route, { projectName: entrust.projectName });
    const row = await rowOf('委托项目', entrust.projectNo);
    expect(row.textContent).toContain(String(entrust.registeredCount));
    await userEvent.click(within(row).getByRole('button', { name: '报名记录' }));
    const records = await screen.findByRole('dialog', { name: `报名记录：${entrust.projectName}` });
    await waitFor(() => expect(records.textContent).toContain(registration?.supplierName), loaded);
  });
});

describe('项目管理', () => {
  it('cancels a project only with a reason, which the project keeps; one still registering cannot be 流标', async () => {
    const project = await projectIn(3);
    await renderWorkbenchPage('/project-manager', ProjectsRoute, { projectNo: project.projectNo });
    const row = await rowOf('项目列表', project.projectNo);
    expect(within(row).queryByRole('button', { name: '流标' })).toBeNull();
    await userEvent.click(within(row).getByRole('button', { name: '取消' }));
    await screen.findByRole('dialog', { name: `取消项目：${project.projectName}` });
    await save();
    expect(await within(dialog()).findByText('此项为必填项')).toBeTruthy();
    await userEvent.type(within(dialog()).getByRole('textbox', { name: '取消原因' }), '采购需求取消');
    await save();
    expect(await screen.findByText('项目已取消', {}, loaded)).toBeTruthy();
    expect(await getProject({ path: { id: project.id } })).toMatchObject({ status: 12, cancelReason: '采购需求取消' });
    await waitFor(
      async () => expect((await rowOf('项目列表', project.projectNo)).textContent).toContain('已取消'),
      loaded,
    );
  });
});

describe('项目详情', () => {
  it('shows a project decided by another rule than the lowest price: winner, reason, registrations and history', async () => {
    const project = await projectIn(10, { pickRule: 2 });
    const [registration] = (
      await listProjectCertificates({ query: { projectId: project.id, projectType: project.projectType } })
    ).records;
    const history = await listPicketageHistory({ path: { id: project.id } });
    await renderWorkbenchPage('/project-manager-info', InfoRoute, { id: project.id });
    const info = await screen.findByRole('region', { name: '项目信息' }, loaded);
    expect(info.textContent).toContain(project.pickReason);
    expect(info.textContent).toContain(project.dealSupplierName);
    expect(within(info).queryByRole('button', { name: '取消' })).toBeNull();
    const registrations = screen.getByRole('region', { name: '报名记录' });
    await waitFor(() => expect(registrations.textContent).toContain(registration?.supplierName), loaded);
    const steps = screen.getByRole('region', { name: '定标记录' });
    await waitFor(() => expect(steps.textContent).toContain(history[0]?.opinion), loaded);
  });

  it('declares an ended project an invalid bid with the reason, which its page then shows', async () => {
    const project = await projectIn(8);
    await renderWorkbenchPage('/project-manager-info', InfoRoute, { id: project.id });
    const info = await screen.findByRole('region', { name: '项目信息' }, loaded);
    await userEvent.click(within(info).getByRole('button', { name: '流标' }));
    await userEvent.type(within(dialog()).getByRole('textbox', { name: '流标原因' }), '有效报价不足三家');
    await save();
    expect(await screen.findByText('项目已流标', {}, loaded)).toBeTruthy();
    await waitFor(
      () => expect(screen.getByRole('region', { name: '项目信息' }).textContent).toContain('有效报价不足三家'),
      loaded,
    );
    expect((await getProject({ path: { id: project.id } })).status).toBe(11);
  });
});
