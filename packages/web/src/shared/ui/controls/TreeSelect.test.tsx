import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { Field } from '../Field.tsx';
import { type TreeNode, TreeSelect, type TreeSelectProps } from './TreeSelect.tsx';

const tree: Record<string, TreeNode[]> = {
  root: [
    { id: 'hq', label: '集团总部' },
    { id: 'fin', label: '财务中心', isLeaf: true },
  ],
  hq: [
    { id: 'buy', label: '采购部' },
    { id: 'it', label: '信息部', isLeaf: true },
  ],
  buy: [],
};

/** Answers each level when the test says so, so that the 加载中 line can be seen. */
function deferredLoader() {
  const waiting = new Map<string, () => void>();
  const loadChildren = vi.fn(
    (parentId?: string) =>
      new Promise<TreeNode[]>((resolve) => {
        const key = parentId ?? 'root';
        waiting.set(key, () => resolve(tree[key] ?? []));
      }),
  );
  const answer = async (key: string) => {
    await act(async () => waiting.get(key)?.());
  };
  return { loadChildren, answer };
}

function Harness({
  spy,
  pathSpy,
  initial = '',
  ...props
}: {
  spy: (value: string, node: TreeNode | undefined) => void;
  pathSpy?: (path: string[]) => void;
  initial?: string;
} & Partial<TreeSelectProps> &
  Pick<TreeSelectProps, 'loadChildren'>) {
  const [value, setValue] = useState(initial);
  return (
    <Field label="所属部门">
      {(control) => (
        <TreeSelect
          {...control}
          {...props}
          value={value}
          onChange={(next, node, path) => {
            spy(next, node);
            pathSpy?.(path);
            setValue(next);
          }}
        />
      )}
    </Field>
  );
}

afterEach(cleanup);

const trigger = () => screen.getByRole('combobox', { name: '所属部门' });
const item = (name: string) => screen.getByRole('treeitem', { name: new RegExp(name) });
const activeName = () =>
  document.getElementById(screen.getByRole('tree').getAttribute('aria-activedescendant') ?? '')?.textContent;

it('loads the top level on opening, showing 加载中 until it arrives', async () => {
  const { loadChildren, answer } = deferredLoader();
  render(<Harness spy={vi.fn()} loadChildren={loadChildren} />);
  expect(trigger().textContent).toBe('请选择');
  expect(loadChildren).not.toHaveBeenCalled();
  await userEvent.click(trigger());
  expect(trigger().getAttribute('aria-expanded')).toBe('true');
  expect(within(screen.getByRole('tree')).getByText('加载中')).toBeTruthy();
  await answer('root');
  expect(screen.queryByText('加载中')).toBeNull();
  expect(screen.getAllByRole('treeitem').map((node) => node.textContent)).toEqual(['▸集团总部', '财务中心']);
  expect(item('集团总部').getAttribute('aria-expanded')).toBe('false');
  expect(item('财务中心').hasAttribute('aria-expanded')).toBe(false);
  expect(loadChildren).toHaveBeenCalledExactlyOnceWith(undefined);
});

it('is driven by the keyboard: ArrowRight expands and loads, goes in; ArrowLeft goes up and collapses; Enter picks', async () => {
  const { loadChildren, answer } = deferredLoader();
  const spy = vi.fn();
  render(<Harness spy={spy} loadChildren={loadChildren} />);
  trigger().focus();
  await userEvent.keyboard('{ArrowDown}');
  await answer('root');
  expect(document.activeElement).toBe(screen.getByRole('tree'));
  expect(activeName()).toBe('▸集团总部');
  await userEvent.keyboard('{ArrowRight}');
  expect(item('集团总部').getAttribute('aria-expanded')).toBe('true');
  expect(loadChildren).toHaveBeenLastCalledWith('hq');
  expect(within(screen.getByRole('tree')).getByText('加载中')).toBeTruthy();
  await answer('hq');
  expect(item('采购部').getAttribute('aria-level')).toBe('2');
  await userEvent.keyboard('{ArrowRight}');
  expect(activeName()).toBe('▸采购部');
  await userEvent.keyboard('{ArrowDown}');
  expect(activeName()).toBe('信息部');
  await userEvent.keyboard('{ArrowLeft}');
  expect(activeName()).toBe('▸集团总部');
  await userEvent.keyboard('{ArrowLeft}');
  expect(item('集团总部').getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByRole('treeitem', { name: /采购部/ })).toBeNull();
  await userEvent.keyboard('{End}{Enter}');
  expect(spy).toHaveBeenCalledExactlyOnceWith('fin', { id: 'fin', label: '财务中心', isLeaf: true });
  expect(screen.queryByRole('tree')).toBeNull();
  expect(trigger().textContent).toBe('财务中心');
  expect(document.activeElement).toBe(trigger());
});

it('loads each node once, however often it is opened or the popover reopened', async () => {
  const loadChildren = vi.fn(async (parentId?: string) => tree[parentId ?? 'root'] ?? []);
  render(<Harness spy={vi.fn()} loadChildren={loadChildren} />);
  await userEvent.click(trigger());
  const toggle = async (name: string) =>
    userEvent.click(within(await screen.findByRole('treeitem', { name: new RegExp(name) })).getByText('▸'));
  await toggle('集团总部');
  await screen.findByRole('treeitem', { name: /采购部/ });
  await toggle('集团总部');
  await toggle('集团总部');
  await screen.findByRole('treeitem', { name: /采购部/ });
  await userEvent.keyboard('{Escape}');
  await userEvent.click(trigger());
  await screen.findByRole('treeitem', { name: /采购部/ });
  expect(loadChildren.mock.calls).toEqual([[undefined], ['hq']]);
});

it('chooses a parent by its name, or only opens it when only leaves may be chosen', async () => {
  const loadChildren = vi.fn(async (parentId?: string) => tree[parentId ?? 'root'] ?? []);
  const spy = vi.fn();
  render(<Harness spy={spy} loadChildren={loadChildren} selectableLeavesOnly />);
  await userEvent.click(trigger());
  await userEvent.click(await screen.findByText('集团总部'));
  expect(spy).not.toHaveBeenCalled();
  expect(item('集团总部').getAttribute('aria-expanded')).toBe('true');
  // 采购部 turns out to have no children: it is a leaf after all, and may be chosen.
  await userEvent.click(await screen.findByText('采购部'));
  expect(loadChildren).toHaveBeenLastCalledWith('buy');
  expect(spy).not.toHaveBeenCalled();
  expect(item('采购部').hasAttribute('aria-expanded')).toBe(false);
  await userEvent.click(screen.getByText('采购部'));
  expect(spy).toHaveBeenCalledExactlyOnceWith('buy', { id: 'buy', label: '采购部' });
  expect(trigger().textContent).toBe('采购部');
});

it('picks a parent when any level may be chosen', async () => {
  const loadChildren = vi.fn(async (parentId?: string) => tree[parentId ?? 'root'] ?? []);
  const spy = vi.fn();
  render(<Harness spy={spy} loadChildren={loadChildren} />);
  await userEvent.click(trigger());
  await userEvent.click(await screen.findByText('集团总部'));
  expect(spy).toHaveBeenCalledExactlyOnceWith('hq', { id: 'hq', label: '集团总部' });
});

it('shows the label given for a value not loaded yet, and marks the chosen node', async () => {
  const loadChildren = vi.fn(async (parentId?: string) => tree[parentId ?? 'root'] ?? []);
  render(<Harness spy={vi.fn()} loadChildren={loadChildren} initial="fin" valueLabel="财务中心" />);
  expect(trigger().textContent).toBe('财务中心');
  expect(loadChildren).not.toHaveBeenCalled();
  await userEvent.click(trigger());
  expect((await screen.findByRole('treeitem', { name: /财务中心/ })).getAttribute('aria-selected')).toBe('true');
  expect(activeName()).toBe('财务中心');
});

it('offers 重试 when a level fails to load', async () => {
  const loadChildren = vi.fn().mockRejectedValueOnce(new Error('502')).mockResolvedValueOnce(tree.root);
  render(<Harness spy={vi.fn()} loadChildren={loadChildren} />);
  await userEvent.click(trigger());
  await userEvent.click(await screen.findByRole('button', { name: '重试' }));
  expect(await screen.findByRole('treeitem', { name: /集团总部/ })).toBeTruthy();
  expect(loadChildren).toHaveBeenCalledTimes(2);
});

it('gives the chosen node’s path from the top level down, and shows it when given a separator', async () => {
  const loadChildren = vi.fn(async (parentId?: string) => tree[parentId ?? 'root'] ?? []);
  const pathSpy = vi.fn();
  render(
    <Harness
      spy={vi.fn()}
      pathSpy={pathSpy}
      loadChildren={loadChildren}
      initial="it"
      valueLabel="集团总部 / 信息部"
      pathSeparator=" / "
      clearable
    />,
  );
  expect(trigger().textContent).toBe('集团总部 / 信息部');
  // The tree opens on the chosen node, 集团总部 open.
  await userEvent.click(trigger());
  await userEvent.click(within(await screen.findByRole('treeitem', { name: /采购部/ })).getByText('▸'));
  await userEvent.click(await screen.findByText('采购部'));
  expect(pathSpy).toHaveBeenLastCalledWith(['集团总部', '采购部']);
  expect(trigger().textContent).toBe('集团总部 / 采购部');
  await userEvent.click(trigger());
  await userEvent.click(await screen.findByText('财务中心'));
  expect(pathSpy).toHaveBeenLastCalledWith(['财务中心']);
  expect(trigger().textContent).toBe('财务中心');
  await userEvent.click(screen.getByRole('button', { name: '清空' }));
  expect(pathSpy).toHaveBeenLastCalledWith([]);
  expect(trigger().textContent).toBe('请选择');
});

it('opens on the chosen node when only its path is known, level by level as each loads', async () => {
  const { loadChildren, answer } = deferredLoader();
  render(
    <Harness
      spy={vi.fn()}
      loadChildren={loadChildren}
      initial="it"
      valueLabel="集团总部 / 信息部"
      pathSeparator=" / "
    />,
  );
  await userEvent.click(trigger());
  await answer('root');
  expect(item('集团总部').getAttribute('aria-expanded')).toBe('true');
  expect(loadChildren).toHaveBeenLastCalledWith('hq');
  await answer('hq');
  expect(item('信息部').getAttribute('aria-selected')).toBe('true');
  expect(activeName()).toContain('信息部');
  expect(screen.queryByRole('treeitem', { name: /采购部/ })?.getAttribute('aria-expanded')).toBe('false');
});
