import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { type RowAction, RowActions } from './RowActions.tsx';

afterEach(cleanup);

const actions = () => {
  const view = vi.fn();
  const edit = vi.fn();
  const copy = vi.fn();
  const remove = vi.fn();
  const list: RowAction[] = [
    { label: '查看', onClick: view },
    { label: '审核', onClick: vi.fn(), hidden: true },
    { label: '编辑', onClick: edit },
    { label: '复制', onClick: copy, disabled: true },
    { label: '删除', onClick: remove, danger: true },
  ];
  return { list, view, edit, copy, remove };
};

it('shows the first two visible actions inline and the rest under 更多', async () => {
  const { list, view, edit } = actions();
  render(<RowActions actions={list} />);
  const inline = screen.getAllByRole('button').map((button) => button.textContent);
  expect(inline).toEqual(['查看', '编辑', '更多']);
  await userEvent.click(screen.getByRole('button', { name: '查看' }));
  await userEvent.click(screen.getByRole('button', { name: '编辑' }));
  expect(view).toHaveBeenCalledOnce();
  expect(edit).toHaveBeenCalledOnce();
  expect(screen.queryByRole('menu')).toBeNull();
  expect(screen.queryByText('审核')).toBeNull();
});

it('opens 更多 on click and runs the chosen item; a disabled item does nothing', async () => {
  const { list, copy, remove } = actions();
  render(<RowActions actions={list} />);
  const more = screen.getByRole('button', { name: '更多' });
  expect(more.getAttribute('aria-haspopup')).toBe('menu');
  await userEvent.click(more);
  const items = screen.getAllByRole('menuitem');
  expect(items.map((item) => item.textContent)).toEqual(['复制', '删除']);
  expect(items[0]?.getAttribute('aria-disabled')).toBe('true');
  expect(items[1]?.className).toContain('text-red-600');
  await userEvent.click(screen.getByRole('menuitem', { name: '复制' }));
  expect(copy).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('menuitem', { name: '删除' }));
  expect(remove).toHaveBeenCalledOnce();
  expect(screen.queryByRole('menu')).toBeNull();
});

it('opens 更多 from the keyboard, skipping the disabled item', async () => {
  const { list, remove } = actions();
  render(<RowActions actions={list} />);
  screen.getByRole('button', { name: '更多' }).focus();
  await userEvent.keyboard('{Enter}');
  expect(screen.getByRole('menu')).toBeTruthy();
  await userEvent.keyboard('{ArrowDown}');
  expect(document.activeElement?.textContent).toBe('删除');
  await userEvent.keyboard('{Enter}');
  expect(remove).toHaveBeenCalledOnce();
});

it('puts as many inline as asked, with no 更多 when they all fit', () => {
  const { list } = actions();
  render(<RowActions actions={list} inline={3} />);
  expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['查看', '编辑', '复制', '更多']);
  expect((screen.getByRole('button', { name: '复制' }) as HTMLButtonElement).disabled).toBe(true);
  cleanup();
  render(<RowActions actions={list} inline={4} />);
  expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['查看', '编辑', '复制', '删除']);
  expect(screen.getByRole('button', { name: '删除' }).className).toContain('text-red-600');
});

it('renders nothing when no action is visible', () => {
  const { container } = render(
    <RowActions
      actions={[
        { label: '审核', onClick: vi.fn(), hidden: true },
        { label: '删除', onClick: vi.fn(), hidden: true },
      ]}
    />,
  );
  expect(container.innerHTML).toBe('');
});

it('keeps an action marked `more` under 更多 however many are shown inline', async () => {
  const { list } = actions();
  render(<RowActions actions={[{ label: '申请售后', onClick: vi.fn(), more: true }, ...list]} inline={8} />);
  expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
    '查看',
    '编辑',
    '复制',
    '删除',
    '更多',
  ]);
  await userEvent.click(screen.getByRole('button', { name: '更多' }));
  expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['申请售后']);
});
