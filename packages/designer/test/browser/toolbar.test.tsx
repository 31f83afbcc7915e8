import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type Canvas from 'diagram-js/lib/core/Canvas';
import { describe, expect, it, vi } from 'vitest';
import { click, fakeApi, mountDesigner } from './harness.tsx';

const toolbar = () => screen.getByRole('toolbar', { name: '流程设计工具栏' });
const press = (name: string) => click(name, toolbar());

/** Captures what the toolbar hands to the browser for download instead of saving it. */
function captureDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  let blob: Blob | undefined;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
    blob = object as Blob;
    return 'blob:captured';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (blob) saved.push({ name: this.download, blob });
  });
  return saved;
}

describe('files', () => {
  it('opens a local .bpmn file into the canvas', async () => {
    const designer = await mountDesigner();
    const xml = (await designer.xml()).replaceAll('Approve', 'Opened');
    const input = within(toolbar()).getByLabelText('选择流程文件') as HTMLInputElement;
    const transfer = new DataTransfer();
    transfer.items.add(new File([xml], 'flow.bpmn', { type: 'text/xml' }));
    await act(async () => {
      fireEvent.change(input, { target: { files: transfer.files } });
      await designer.nextImport();
    });
    expect(designer.element('Opened')).toBeTruthy();
    expect(designer.element('Approve')).toBeUndefined();
  });

  it.each([
    ['下载XML', '采购审批.xml', '<bpmn:process id="Process_1"'],
    ['下载BPMN', '采购审批.bpmn', '<bpmn:userTask id="Approve"'],
    ['下载SVG', '采购审批.svg', '<svg'],
  ])('%s saves %s', async (button, name, content) => {
    const saved = captureDownloads();
    await mountDesigner();
    press(button);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe(name);
    expect(await saved[0]?.blob.text()).toContain(content);
  });
});

it('only logs a failed export or preview', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const saved = captureDownloads();
  const designer = await mountDesigner();
  const failure = new Error('export failed');
  vi.spyOn(designer.modeler, 'saveXML').mockRejectedValue(failure);
  press('下载XML');
  press('预览XML');
  await waitFor(() => expect(logged).toHaveBeenCalledTimes(2));
  expect(logged.mock.calls).toEqual([[failure], [failure]]);
  expect(saved).toEqual([]);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(designer.notify).not.toHaveBeenCalled();
});

describe('preview', () => {
  it('shows the XML, and the JSON view of it, in a dialog', async () => {
    await mountDesigner();
    press('预览XML');
    expect((await screen.findByRole('dialog', { name: '预览XML' })).textContent).toContain(
      '<bpmn:userTask id="Approve"',
    );
    // Esc closes it too: the dialog takes the focus as it opens.
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: '预览XML' })).toBeNull();
    press('预览JSON');
    const json = JSON.parse(
      (await screen.findByRole('dialog', { name: '预览JSON' })).querySelector('pre')?.textContent ?? '',
    );
    expect(json.name).toBe('bpmn:definitions');
    expect(json.elements[0]).toMatchObject({ name: 'bpmn:process', attributes: { id: 'Process_1', name: '采购审批' } });
  });

  it.each([
    [true, '复制成功', 'success'],
    [false, '复制失败', 'error'],
  ])('copies the preview (clipboard works: %s)', async (works, message, kind) => {
    const writeText = vi.fn(async () => (works ? undefined : Promise.reject(new Error('denied'))));
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
    const designer = await mountDesigner();
    press('预览XML');
    click('复制', await screen.findByRole('dialog', { name: '预览XML' }));
    await waitFor(() => expect(designer.notify).toHaveBeenCalledWith(message, kind));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('<bpmn:definitions'));
  });
});

it('toggles token simulation on and off', async () => {
  const designer = await mountDesigner();
  const parent = designer.get<Canvas>('canvas').getContainer().parentElement;
  press('模拟');
  expect(within(toolbar()).getByRole('button', { name: '模拟' }).getAttribute('aria-pressed')).toBe('true');
  expect(parent?.classList.contains('simulation')).toBe(true);
  press('模拟');
  expect(parent?.classList.contains('simulation')).toBe(false);
});

describe('alignment', () => {
  it('needs more than one selected element', async () => {
    const designer = await mountDesigner();
    designer.select('Approve');
    press('左对齐');
    expect(designer.notify).toHaveBeenCalledWith('请按住 Ctrl 键选择多个元素对齐', 'warning');
    expect(designer.confirm).not.toHaveBeenCalled();
  });

  it.each([
    ['左对齐', 'x', (ids: { x: number; width: number }[]) => ids.map((shape) => shape.x)],
    ['上对齐', 'y', (ids: { y: number; height: number }[]) => ids.map((shape) => shape.y)],
    ['右对齐', 'right', (ids: { x: number; width: number }[]) => ids.map((shape) => shape.x + shape.width)],
    ['下对齐', 'bottom', (ids: { y: number; height: number }[]) => ids.map((shape) => shape.y + shape.height)],
    ['水平居中', 'centre', (ids: { x: number; width: number }[]) => ids.map((shape) => shape.x + shape.width / 2)],
    ['垂直居中', 'middle', (ids: { y: number; height: number }[]) => ids.map((shape) => shape.y + shape.height / 2)],
  ])('%s lines the selection up after a warning', async (button, _edge, edges) => {
    const designer = await mountDesigner();
    const shapes = () => ['Script', 'Receive', 'Service'].map((id) => designer.element(id) as never);
    act(() => designer.get<{ select(elements: unknown[]): void }>('selection').select(shapes()));
    designer.confirm.mockResolvedValueOnce(false);
    press(button);
    await waitFor(() => expect(designer.confirm).toHaveBeenCalledWith('自动对齐可能造成图形变形，是否继续？'));
    expect(new Set(edges(shapes())).size).toBe(3);
    press(button);
    await waitFor(() => expect(new Set(edges(shapes())).size).toBe(1));
  });
});

describe('zoom', () => {
  const scale = () => screen.getByLabelText('缩放比例').textContent;

  it('steps by 0.1, resets to 1 and stops at 0.2 and 4 with the documented messages', async () => {
    const designer = await mountDesigner();
    const canvas = designer.get<Canvas>('canvas');
    act(() => void canvas.zoom(1));
    press('放大');
    expect(canvas.zoom()).toBeCloseTo(1.1);
    // The canvas reports viewbox changes debounced.
    await waitFor(() => expect(scale()).toBe('110%'));
    press('重置');
    expect(canvas.zoom()).toBeCloseTo(1);
    for (let step = 0; step < 8; step++) press('缩小');
    expect(canvas.zoom()).toBeCloseTo(0.2);
    press('缩小');
    expect(canvas.zoom()).toBeCloseTo(0.2);
    expect(designer.notify).toHaveBeenCalledWith('The zoom ratio cannot be less than 0.2', 'warning');
    act(() => void canvas.zoom(3.9));
    press('放大');
    press('放大');
    expect(canvas.zoom()).toBeCloseTo(4);
    expect(designer.notify).toHaveBeenCalledWith('The zoom ratio cannot be greater than 4', 'warning');
  });

  it('centres the diagram in the viewport without changing the zoom', async () => {
    const designer = await mountDesigner();
    const canvas = designer.get<Canvas>('canvas');
    act(() => canvas.viewbox({ x: -2000, y: -2000, width: 1000, height: 800 }));
    const before = canvas.zoom();
    press('居中');
    const { x, y, width, height, inner } = canvas.viewbox();
    expect(canvas.zoom()).toBeCloseTo(before);
    expect(x + width / 2).toBeCloseTo(inner.x + inner.width / 2);
    expect(y + height / 2).toBeCloseTo(inner.y + inner.height / 2);
  });
});

describe('history', () => {
  it('enables undo and redo by the command stack', async () => {
    const designer = await mountDesigner();
    const button = (name: string) => within(toolbar()).getByRole('button', { name }) as HTMLButtonElement;
    expect([button('撤销').disabled, button('重做').disabled]).toEqual([true, true]);
    act(() => designer.modeling.updateProperties(designer.element('Approve'), { name: '改名' }));
    expect(button('撤销').disabled).toBe(false);
    press('撤销');
    expect(designer.element('Approve').businessObject.name).toBe('部门审批');
    expect([button('撤销').disabled, button('重做').disabled]).toEqual([true, false]);
    press('重做');
    expect(designer.element('Approve').businessObject.name).toBe('改名');
  });

  it('redraws: starts over with an empty approval flow', async () => {
    const designer = await mountDesigner();
    await act(async () => {
      press('重新绘制');
      await designer.nextImport();
    });
    expect(designer.element('Approve')).toBeUndefined();
    expect(designer.element('StartEvent_1')).toBeTruthy();
  });
});

describe('deploy', () => {
  it('is offered only when type is 0', async () => {
    await mountDesigner({ type: '1' });
    expect(within(toolbar()).queryByRole('button', { name: '部署' })).toBeNull();
  });

  it('uploads the XML as the file of the department with the process name', async () => {
    const api = fakeApi();
    const designer = await mountDesigner({ api, type: 0, deptId: 'D7' });
    press('部署');
    await waitFor(() => expect(designer.notify).toHaveBeenCalledWith('部署成功', 'success'));
    expect(api.listDeployments).toHaveBeenCalledWith('D7');
    expect(designer.confirm).not.toHaveBeenCalled();
    const [request] = vi.mocked(api.deploy).mock.calls[0] ?? [];
    expect(request).toMatchObject({ deptId: 'D7', processName: '采购审批' });
    expect(await request?.file.text()).toBe(await designer.xml());
    expect(request?.file.name).toBe('采购审批.bpmn');
  });

  it('asks before deploying over existing deployments, listing them', async () => {
    const api = fakeApi({
      listDeployments: vi.fn(async () => [{ name: '采购审批', deploymentTime: '2026-11-01 10:00:00' }]),
    });
    const designer = await mountDesigner({ api, type: '0', deptId: 'D7' });
    designer.confirm.mockResolvedValueOnce(false);
    press('部署');
    await waitFor(() =>
      expect(designer.confirm).toHaveBeenCalledWith('已有审批流,是否继续部署', ['采购审批  2026-11-01 10:00:00']),
    );
    expect(api.deploy).not.toHaveBeenCalled();
    press('部署');
    await waitFor(() => expect(api.deploy).toHaveBeenCalledTimes(1));
  });

  it('reports a failed deployment', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi({ deploy: vi.fn(async () => Promise.reject(new Error('500'))) });
    const designer = await mountDesigner({ api, type: 0, deptId: 'D7' });
    press('部署');
    await waitFor(() => expect(designer.notify).toHaveBeenCalledWith('部署失败', 'error'));
    expect(designer.notify).not.toHaveBeenCalledWith('部署成功', 'success');
  });
});

it('shows its own toast when the host passes no notify', async () => {
  await mountDesigner({ notify: undefined });
  for (let step = 0; step < 9; step++) press('缩小');
  const toast = await screen.findByText('The zoom ratio cannot be less than 0.2');
  expect(toast.className).toBe('zc-toast zc-toast-warning');
});
