import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Permission } from './Permission.tsx';
import { hasPermission } from './permission.ts';

describe('hasPermission', () => {
  it('grants nothing when the list is empty or missing', () => {
    expect(hasPermission('goods:add', [])).toBe(false);
    expect(hasPermission('goods:add', null)).toBe(false);
    expect(hasPermission('goods:add', [''])).toBe(false);
  });

  it('refuses a value the list lacks', () => {
    expect(hasPermission('goods:add', ['goods:edit', 'goods:list'])).toBe(false);
    expect(hasPermission('goods:ad', ['goods:add'])).toBe(false);
  });

  it('grants a value in the list', () => {
    expect(hasPermission('goods:add', ['goods:edit', 'goods:add'])).toBe(true);
  });

  it('needs only one of several comma-separated alternatives', () => {
    expect(hasPermission('goods:add,goods:edit', ['goods:edit'])).toBe(true);
    expect(hasPermission(' goods:add , goods:edit ', ['goods:edit'])).toBe(true);
    expect(hasPermission(['goods:add', 'goods:edit'], ['goods:edit'])).toBe(true);
    expect(hasPermission('goods:add,goods:edit', ['goods:del'])).toBe(false);
  });

  it('reads list entries that hold several comma-separated permissions', () => {
    expect(hasPermission('goods:edit', ['goods:add,goods:edit'])).toBe(true);
    expect(hasPermission('goods:del', ['goods:add,goods:edit'])).toBe(false);
  });

  it('grants nothing for an empty value', () => {
    expect(hasPermission('', ['goods:add'])).toBe(false);
    expect(hasPermission(',', ['goods:add'])).toBe(false);
  });
});

describe('<Permission>', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });
  const signIn = (buttonList: string[]) => {
    localStorage.setItem('access_token', 'token');
    localStorage.setItem('buttonList', JSON.stringify(buttonList));
  };
  const gate = (value: string) =>
    render(
      <Permission value={value}>
        <button type="button">新增</button>
      </Permission>,
    );

  it('removes the element without a session', () => {
    gate('goods:add');
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
  });

  it('removes the element when the stored list is empty or lacks the value', () => {
    signIn([]);
    gate('goods:add');
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    cleanup();
    signIn(['goods:list']);
    gate('goods:add');
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
  });

  it('shows the element for any alternative held, also inside a combined entry', () => {
    signIn(['goods:list', 'goods:edit,goods:del']);
    gate('goods:add,goods:edit');
    expect(screen.getByRole('button', { name: '新增' })).toBeTruthy();
  });
});
