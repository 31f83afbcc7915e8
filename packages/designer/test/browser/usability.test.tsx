import { act, screen, waitFor, within } from '@testing-library/react';
import type Canvas from 'diagram-js/lib/core/Canvas';
import type ElementRegistry from 'diagram-js/lib/core/ElementRegistry';
import type Selection from 'diagram-js/lib/features/selection/Selection';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { lintDelay } from '../../src/modeler/lint.ts';
import { mountDesigner, openTab, panel } from './harness.tsx';

const toolbar = () => screen.getByRole('toolbar', { name: '流程设计工具栏' });
const hasChinese = (text: string | null | undefined) => /[\u4e00-\u9fff]/.test(text ?? '');
const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

afterEach(async () => {
  // The pointer leaves the canvas, so that no hover tooltip is due once the designer is gone.
  const bar = screen.queryByRole('toolbar', { name: '流程设计工具栏' });
  if (bar) await userEvent.hover(bar);
  document.body.style.margin = '';
  await page.viewport(1400, 900);
});

it('shows the lint button in its colours, in Chinese', async () => {
  const designer = await mountDesigner();
  const container = designer.get<Canvas>('canvas').getContainer();
  const button = await waitFor(
    () => {
      const found = container.querySelector<HTMLElement>('.bjsl-button.bjsl-button-error');
      if (!found) throw new Error('no active lint button yet');
      return found;
    },
    { timeout: lintDelay + 2000 },
  );
  const style = getComputedStyle(button);
  expect(style.color).toBe('rgb(255, 255, 255)');
  expect(style.backgroundColor).not.toMatch(/rgb\(25[0-5], 25[0-5], 25[0-5]\)|rgba\(0, 0, 0, 0\)/);
  expect(button.textContent).toMatch(/\d+ 个错误，\d+ 个警告/);
  const box = button.getBoundingClientRect();
  expect(box.width).toBeGreaterThan(0);
});

/** WCAG's contrast ratio of two `rgb(…)` colours. */
function contrast(foreground: string, background: string) {
  const luminance = (color: string) => {
    const [r = 0, g = 0, b = 0] = (color.match(/\d+/g) ?? []).map((channel) => {
      const value = Number(channel) / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

it('shows the lint button switched off in a colour that reaches AA', async () => {
  const designer = await mountDesigner();
  const container = designer.get<Canvas>('canvas').getContainer();
  const active = await waitFor(
    () =>
      container.querySelector<HTMLElement>('.bjsl-button.bjsl-button-error') ?? Promise.reject(new Error('no results')),
    { timeout: lintDelay + 2000 },
  );
  await userEvent.click(active);
  // Measured as it stands, not under the pointer.
  await userEvent.hover(toolbar());
  const button = await waitFor(
    () => container.querySelector<HTMLElement>('.bjsl-button.bjsl-button-inactive') ?? Promise.reject(new Error('on')),
  );
  const style = getComputedStyle(button);
  expect(contrast(style.color, style.backgroundColor)).toBeGreaterThanOrEqual(4.5);
});

it('draws its dialogs over the lint button and the lint badges of the canvas', async () => {
  const designer = await mountDesigner();
  const container = designer.get<Canvas>('canvas').getContainer();
  await waitFor(
    () => {
      if (!container.querySelector('.bjsl-button.bjsl-button-error, .bjsl-overlay')) throw new Error('no findings yet');
    },
    { timeout: lintDelay + 2000 },
  );
  await userEvent.click(within(toolbar()).getByRole('button', { name: '预览XML' }));
  await screen.findByRole('dialog', { name: '预览XML' });
  const marks = [...container.querySelectorAll<HTMLElement>('.bjsl-button, .bjsl-overlay')];
  expect(marks.length).toBeGreaterThan(1);
  for (const mark of marks) {
    const box = mark.getBoundingClientRect();
    const onTop = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    expect(onTop?.closest('.zc-dialog-backdrop')).not.toBeNull();
  }
});

describe('alignment', () => {
  it('selects several elements with Ctrl+click, as its message says, and then aligns them', async () => {
    const designer = await mountDesigner();
    const registry = designer.get<ElementRegistry>('elementRegistry');
    const graphics = (id: string) => registry.getGraphics(id).querySelector('.djs-hit') as Element;
    await userEvent.click(graphics('Approve'));
    await userEvent.click(graphics('Script'), { modifiers: ['Control'] } as never);
    const selected = () =>
      designer
        .get<Selection>('selection')
        .get()
        .map((element) => element.id);
    expect(selected()).toEqual(['Approve', 'Script']);
    await userEvent.click(within(toolbar()).getByRole('button', { name: '左对齐' }));
    await waitFor(() => expect(designer.confirm).toHaveBeenCalledWith('自动对齐可能造成图形变形，是否继续？'));
    expect(designer.notify).not.toHaveBeenCalled();
    // Ctrl+click again takes an element out of the selection.
    await userEvent.click(graphics('Script'), { modifiers: ['Control'] } as never);
    expect(selected()).toEqual(['Approve']);
  });

  it('shows its message in a toast clear of the toolbar buttons', async () => {
    await mountDesigner({ notify: undefined });
    await userEvent.click(within(toolbar()).getByRole('button', { name: '左对齐' }));
    const toast = await screen.findByText('请按住 Ctrl 键选择多个元素对齐', { selector: '.zc-toast' });
    expect(toast.textContent).toBe('请按住 Ctrl 键选择多个元素对齐');
    const box = toast.getBoundingClientRect();
    for (const button of within(toolbar()).getAllByRole('button')) {
      expect(overlaps(box, button.getBoundingClientRect()), button.getAttribute('aria-label') ?? '').toBe(false);
    }
  });
});

it('keeps the next click after Enter in the personnel lookup', async () => {
  const designer = await mountDesigner();
  designer.select('Approve');
  openTab('任务');
  await within(panel()).findByLabelText('张三（zhangsan）');
  await userEvent.type(within(panel()).getByLabelText('按账号查找处理人'), 'nobody{Enter}');
  await waitFor(() => expect(designer.notify).toHaveBeenCalledWith('人员查询失败！', 'error'));
  await userEvent.click(within(panel()).getByLabelText('张三（zhangsan）'));
  await waitFor(() =>
    expect((within(panel()).getByLabelText('张三（zhangsan）') as HTMLInputElement).checked).toBe(true),
  );
  expect(designer.api.findUserByAccount).toHaveBeenCalledTimes(1);
  expect(await designer.xml()).toContain('camunda:candidateUsers="u1"');
});

it('fits the whole toolbar on one row and shows the whole palette at 1280 × 800', async () => {
  await page.viewport(1280, 800);
  // The page gives the designer the whole window, as the /activiti route does.
  document.body.style.margin = '0';
  const designer = await mountDesigner();
  const bar = toolbar();
  expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
  const buttons = within(bar).getAllByRole('button');
  // One row: the bar is one button high, and every button sits within it.
  const barBox = bar.getBoundingClientRect();
  expect(barBox.height).toBeLessThan(48);
  const centres = new Set(
    buttons.map((button) => {
      const box = button.getBoundingClientRect();
      return Math.round(box.top + box.height / 2);
    }),
  );
  expect(centres.size).toBe(1);
  for (const button of buttons) {
    const box = button.getBoundingClientRect();
    expect(box.right, button.getAttribute('aria-label') ?? '').toBeLessThanOrEqual(1280);
    expect(button.getAttribute('title')).toBe(button.getAttribute('aria-label'));
  }
  const canvasBox = designer.get<Canvas>('canvas').getContainer().getBoundingClientRect();
  const entries = [...document.querySelectorAll<HTMLElement>('.djs-palette .entry')];
  expect(entries.length).toBeGreaterThan(10);
  for (const entry of entries) {
    const box = entry.getBoundingClientRect();
    const name = entry.getAttribute('aria-label') ?? entry.className;
    expect(box.height, name).toBeGreaterThan(0);
    expect(box.bottom, name).toBeLessThanOrEqual(Math.min(canvasBox.bottom, 800));
    expect(box.right, name).toBeLessThanOrEqual(canvasBox.right);
  }
});

describe('the palette', () => {
  it.each([
    ['create.dept-head-approval', '创建部门负责人审批', '部门负责人审批', 'camunda:assignee="${deptHead}"'],
    ['create.finance-review', '创建财务复核', '财务复核', 'camunda:candidateGroups="finance"'],
    [
      'create.countersign',
      '创建会签（多实例用户任务）',
      '会签',
      '<bpmn:multiInstanceLoopCharacteristics camunda:collection="${approvers}" camunda:elementVariable="approver" camunda:exclusive="false"><bpmn:completionCondition xsi:type="bpmn:tFormalExpression">${nrOfCompletedInstances == nrOfInstances}</bpmn:completionCondition>',
    ],
  ])('draws the approval step %s from the palette, in one undo step', async (action, title, name, written) => {
    const designer = await mountDesigner();
    const before = await designer.xml();
    const entry = document.querySelector<HTMLElement>(`.djs-palette [data-action="${action}"]`) as HTMLElement;
    expect(entry.getAttribute('aria-label')).toBe(title);
    expect(getComputedStyle(entry, '::after').content).toBe(`"${name[0]}"`);
    // Picked from the palette and dropped on the empty canvas below the flow, well left of the properties panel.
    await userEvent.click(entry);
    const canvas = designer.get<Canvas>('canvas').getContainer().querySelector('svg') as SVGElement;
    await userEvent.click(canvas, { position: { x: 300, y: 520 } } as never);
    const xml = (await designer.xml()).replace(/\s*\n\s*/g, '');
    expect(xml).toMatch(new RegExp(`<bpmn:userTask id="[^"]+" name="${name}"`));
    expect(xml).toContain(written);
    designer.undo();
    expect(await designer.xml()).toBe(before);
  });

  it('offers a user task right after the plain task, which starts creating one', async () => {
    const designer = await mountDesigner();
    const entry = document.querySelector<HTMLElement>('.djs-palette [data-action="create.user-task"]');
    expect(entry?.getAttribute('aria-label')).toBe('创建用户任务');
    expect(entry?.previousElementSibling?.getAttribute('data-action')).toBe('create.task');
    const create = designer.get<{ start(event: unknown, shape: { type: string }): void }>('create');
    const start = vi.spyOn(create, 'start');
    await userEvent.click(entry as HTMLElement);
    expect(start.mock.calls[0]?.[1].type).toBe('bpmn:UserTask');
  });
});

describe('the canvas speaks Chinese', () => {
  it('in the palette, the context pad, the replace menu and the minimap', async () => {
    const designer = await mountDesigner();
    const container = designer.get<Canvas>('canvas').getContainer();
    const titles = (selector: string) =>
      [...container.querySelectorAll<HTMLElement>(selector)]
        .map((entry) => entry.getAttribute('aria-label') || entry.title)
        .filter(Boolean);
    const palette = titles('.djs-palette .entry');
    expect(palette.length).toBeGreaterThan(10);
    expect(palette.filter((title) => !hasChinese(title))).toEqual([]);
    designer.select('Approve');
    const pad = titles('.djs-context-pad .entry');
    expect(pad.length).toBeGreaterThan(3);
    expect(pad.filter((title) => !hasChinese(title))).toEqual([]);
    act(() =>
      designer
        .get<{ open(element: unknown, id: string, position: object): void }>('popupMenu')
        .open(designer.element('Approve'), 'bpmn-replace', { x: 100, y: 100 }),
    );
    const labels = [...document.querySelectorAll('.djs-popup .entry')].map(
      (entry) => entry.textContent?.trim() || entry.getAttribute('title') || '',
    );
    expect(labels.length).toBeGreaterThan(5);
    expect(labels.filter((label) => !hasChinese(label))).toEqual([]);
    expect(container.querySelector('.djs-minimap .toggle')?.getAttribute('title')).toMatch(/^(打开|关闭)小地图$/);
  });
});

describe('the token simulation speaks Chinese', () => {
  it('in its toggle, buttons, context pads, log and notifications', async () => {
    const designer = await mountDesigner();
    const container = designer.get<Canvas>('canvas').getContainer();
    const texts = (selector: string) =>
      [...container.querySelectorAll<HTMLElement>(selector)].flatMap((node) =>
        [node.textContent?.trim(), node.getAttribute('title'), node.getAttribute('aria-label')].filter(
          (text): text is string => !!text,
        ),
      );
    const english = (selector: string) => texts(selector).filter((text) => !hasChinese(text));
    expect(container.querySelector('.bts-toggle-mode')?.textContent?.trim()).toBe('流程模拟');
    await userEvent.click(within(toolbar()).getByRole('button', { name: '模拟' }));
    expect(container.querySelector('.bts-toggle-mode')?.textContent?.trim()).toBe('流程模拟');
    // Play/pause, reset, log and speed buttons.
    await waitFor(() => expect(texts('.bts-palette [title]')).toContain('开始/暂停模拟'));
    expect(english('.bts-palette [title], .bts-set-animation-speed [title]')).toEqual([]);
    expect(texts('.bts-set-animation-speed [title]')).toEqual(['动画速度：慢', '动画速度：正常', '动画速度：快']);
    // The context pads: start the process, choose the gateway's flow, pause at the task.
    await waitFor(() => expect(texts('.bts-context-pad')).toContain('触发事件'));
    expect(texts('.bts-context-pad')).toEqual(expect.arrayContaining(['选择顺序流', '添加暂停点']));
    expect(english('.bts-context-pad')).toEqual([]);
    // The log, empty, then with what the run did, each entry also shown as a notification.
    await userEvent.click(container.querySelector('.bts-palette [title="显示/隐藏模拟日志"]') as HTMLElement);
    expect(container.querySelector('.bts-log .bts-header')?.textContent?.trim()).toBe('模拟日志');
    expect(container.querySelector('.bts-log .placeholder')?.textContent?.trim()).toBe('暂无记录');
    expect(container.querySelector('.bts-log .bts-close')?.getAttribute('aria-label')).toBe('关闭');
    act(() => designer.get<{ setAnimationSpeed(speed: number): void }>('animation').setAnimationSpeed(2));
    const trigger = container.querySelector('[data-container-id="Start"] .bts-context-pad') as HTMLElement;
    await userEvent.click(trigger);
    // The receive task waits for its message, so the process runs until then.
    await waitFor(() => expect(texts('.bts-log .bts-text')).toContain('结束事件'), { timeout: 10000 });
    expect(texts('.bts-log .bts-text')).toEqual(expect.arrayContaining(['流程已开始', '开始', '部门审批', '排他网关']));
    expect(english('.bts-log .bts-text')).toEqual([]);
    // With the log closed, what happens shows as notifications.
    await userEvent.click(container.querySelector('.bts-log .bts-close') as HTMLElement);
    await userEvent.click(container.querySelector('.bts-palette [title="重置模拟"]') as HTMLElement);
    await waitFor(() => expect(texts('.bts-notifications .bts-text')).toContain('重置模拟'));
    expect(english('.bts-notifications .bts-text')).toEqual([]);
    await userEvent.click(within(toolbar()).getByRole('button', { name: '模拟' }));
  });
});

describe('colours', () => {
  it('colour the selected elements in one undo step, and take the colour away again', async () => {
    const designer = await mountDesigner();
    const before = await designer.xml();
    await userEvent.click(within(toolbar()).getByRole('button', { name: '着色：蓝色' }));
    expect(designer.notify).toHaveBeenCalledWith('请先选择要着色的元素', 'warning');
    act(() => designer.get<Selection>('selection').select([designer.element('Approve'), designer.element('Gateway')]));
    await userEvent.click(within(toolbar()).getByRole('button', { name: '着色：蓝色' }));
    const xml = await designer.xml();
    expect(xml.match(/bioc:stroke="#409eff" bioc:fill="#ecf5ff"/g)).toHaveLength(2);
    designer.undo();
    expect(await designer.xml()).toBe(before);
    act(() => designer.commandStack.redo());
    await userEvent.click(within(toolbar()).getByRole('button', { name: '清除颜色' }));
    expect(await designer.xml()).not.toContain('#409eff');
  });
});
