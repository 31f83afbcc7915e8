import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { Ellipsis } from './Ellipsis.tsx';

afterEach(cleanup);

const text = '深圳市南山区科技园南区高新南七道数字技术园二期';

it('cuts the text to one line and keeps the whole of it in the title', () => {
  render(<Ellipsis text={text} maxWidth={160} />);
  const span = screen.getByText(text);
  expect(span.title).toBe(text);
  expect(span.className).toContain('truncate');
  expect(span.style.maxWidth).toBe('160px');
});

it('takes a width in pixels as a string, or a Tailwind class', () => {
  render(
    <>
      <Ellipsis text="甲" maxWidth="240px" />
      <Ellipsis text="乙" maxWidth="max-w-60" />
      <Ellipsis text="丙" />
    </>,
  );
  expect(screen.getByText('甲').style.maxWidth).toBe('240px');
  expect(screen.getByText('乙').className).toContain('max-w-60');
  expect(screen.getByText('乙').style.maxWidth).toBe('');
  expect(screen.getByText('丙').className).toContain('max-w-full');
});

it('shows -- without a title when there is no text', () => {
  render(
    <>
      <Ellipsis text={null} />
      <Ellipsis text="  " />
    </>,
  );
  const empties = screen.getAllByText('--');
  expect(empties).toHaveLength(2);
  expect(empties.every((span) => !span.title)).toBe(true);
});
