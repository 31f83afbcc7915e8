import { chooseOption } from '@test/support/controls.ts';
import { renderWorkbenchPage, testFile, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@zc/mocks/node';
import { listProjectCertificates } from '@zc/sdk';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { Route as ListRoute } from '@/routes/_workbench/(supplier)/pro-certificate.tsx';
import { Route as EditorRoute } from '@/routes/_workbench/(supplier)/pro-editor.tsx';

withSignedIn('gys01');
// Generous waits: the machine is shared, and a loaded run is several times slower than an idle one.
afterEach(() => server.resetHandlers());

const rows = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);
/** A seeded registration of gys01's that may still be edited: awaiting review while its project takes registrations. */
async function editableRegistration() {
  const page = await listProjectCertificates({ query: { current: 1, size: 50, auditStatus: 0 } });
  const row = page.records.find((record) => record.projectStatus === 3);
  if (!row) throw new Error('the seed has no editable registration');
  return row;
}
/** An id as a Link writes it in a url: a string of digits is quoted, so that it is read back as a string. */
const quoted = (id: string) => JSON.stringify(id);
const updates: unknown[] = [];
/** The registration update, answered as the spec says (the mock backend does not implement it yet). */
const answerUpdates = (answer: (body: Record<string, unknown>) => Response) =>
  server.use(
    http.put('*/api/purchaseProSuppliersCertificate/', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      updates.push(body);
      return answer(body);
    }),
  );

describe('项目报名资质', () => {
  it('lists the registrations, narrows them by review state, and shows auctions in their own tab', async () => {
    await renderWorkbenchPage('/pro-certificate', ListRoute);
    await waitFor(() => expect(rows('项目报名列表')).toHaveLength(10));
    const total = () => Number(/共 (\d+) 条/.exec(document.body.textContent ?? '')?.[1]);
    const all = total();
    await chooseOption(screen.getByRole('combobox', { name: '审核状态' }), '审核通过');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => {
      const texts = rows('项目报名列表').map((row) => row.textContent ?? '');
      expect(texts.length).toBeGreaterThan(0);
      expect(texts.every((text) => text.includes('审核通过') && !text.includes('待审核'))).toBe(true);
      expect(total()).toBeLessThan(all);
    });

    await userEvent.click(screen.getByRole('tab', { name: '拍卖项目' }));
    await waitFor(() => {
      const texts = rows('拍卖项目报名列表').map((row) => row.textContent ?? '');
      expect(texts.length).toBeGreaterThan(0);
      expect(texts.every((text) => text.includes('拍卖'))).toBe(true);
    });
    expect(screen.getByRole('tab', { name: '拍卖项目' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows a registration’s detail', async () => {
    const registration = await editableRegistration();
    await renderWorkbenchPage('/pro-editor', EditorRoute, { id: quoted(registration.id) });
    const project = await screen.findByRole('region', { name: '项目信息' });
    expect(within(project).getByText(registration.projectName)).toBeTruthy();
    expect(
      within(await screen.findByRole('region', { name: '报名信息' })).getByText(registration.contactPhone as string),
    );
    expect(within(await screen.findByRole('region', { name: '审核信息' })).getByText('待审核')).toBeTruthy();
    expect(within(project).getByRole('button', { name: '编辑' })).toBeTruthy();
  });

  it('asks for the project and contact of a new registration', async () => {
    await renderWorkbenchPage('/pro-editor', EditorRoute);
    const form = await screen.findByRole('form', { name: '新增项目报名' });
    // The seed's open projects gys01 has not registered for are offered: three of each mode at least.
    const projects = within(form).getByRole('combobox', { name: '报名项目' });
    await userEvent.click(projects);
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThanOrEqual(9));
    await userEvent.keyboard('{Escape}');
    await userEvent.type(within(form).getByRole('textbox', { name: '联系电话' }), '1380013800');
    await userEvent.click(within(form).getByRole('button', { name: '提交报名' }));
    // 报名项目 and 联系人 are missing, 联系电话 is one digit short.
    expect(await within(form).findAllByText('此项为必填项')).toHaveLength(2);
    expect(within(form).getByText('格式不正确')).toBeTruthy();
  });

  it('keeps what was typed when the server refuses a change, and returns to the list once it is saved', async () => {
    const registration = await editableRegistration();
    updates.length = 0;
    answerUpdates(() => HttpResponse.json({ code: 500, msg: '报名已截止，不能修改报名信息', data: null }));
    await renderWorkbenchPage('/pro-editor', EditorRoute, { id: quoted(registration.id), mode: 'edit' });
    const form = await screen.findByRole('form', { name: '编辑项目报名' });
    expect((within(form).getByRole('textbox', { name: '联系人' }) as HTMLInputElement).value).toBe(
      registration.contactName,
    );
    const name = within(form).getByRole('textbox', { name: '联系人' });
    await userEvent.clear(name);
    await userEvent.type(name, '周明');
    await userEvent.upload(within(form).getByLabelText('上传资质文件'), testFile('营业执照.pdf', 'application/pdf'));
    // Uploaded (not just picked): it can be deleted.
    expect(await within(form).findByRole('button', { name: '删除 营业执照.pdf' })).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: '提交报名' }));
    expect(await within(form).findByRole('alert')).toHaveProperty('textContent', '报名已截止，不能修改报名信息');
    expect((name as HTMLInputElement).value).toBe('周明');
    expect(updates).toEqual([
      expect.objectContaining({ id: registration.id, projectId: registration.projectId, contactName: '周明' }),
    ]);

    answerUpdates((body) => HttpResponse.json({ code: 0, msg: 'ok', data: { ...registration, ...body } }));
    await userEvent.click(within(form).getByRole('button', { name: '提交报名' }));
    expect(await screen.findByText('报名信息已修改，等待采购方审核')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toContain('/pro-certificate'));
    expect((updates[1] as { qualificationFileIds: string[] }).qualificationFileIds).toHaveLength(1);
  });
});
