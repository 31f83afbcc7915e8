import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { Button } from './Button.tsx';
import { RowActions } from './controls/RowActions.tsx';

/** The classes that set an element's size and its room: font size, line height, height, padding, margin. */
const sizeOf = (element: HTMLElement) =>
  element.className
    .split(/\s+/)
    .filter((name) => /^(text-(xs|sm|base|lg)|leading-|h-\d|px-|py-|m[lx]-|\[\*\+&\]:)/.test(name))
    .sort()
    .join(' ');

it('gives every action on a record one size and one spacing: a row’s links and its 更多, a text button of any size', () => {
  const noop = () => {};
  render(
    <>
      <RowActions
        inline={2}
        actions={[
          { label: '编辑', onClick: noop },
          { label: '删除', onClick: noop, danger: true },
          { label: '停用', onClick: noop },
        ]}
      />
      <Button variant="text" size="sm">
        详情
      </Button>
      <Button variant="text">查看</Button>
    </>,
  );
  const actions = ['编辑', '删除', '更多', '详情', '查看'].map((name) => screen.getByRole('button', { name }));
  expect(new Set(actions.map(sizeOf))).toEqual(new Set(['[*+&]:ml-3 leading-5 text-sm']));
});
