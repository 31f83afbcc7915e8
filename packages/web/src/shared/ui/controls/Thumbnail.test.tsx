import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { Thumbnail } from './Thumbnail.tsx';

afterEach(cleanup);

it('shows a 40×40 cover thumbnail that opens the full image in a dialog', async () => {
  render(<Thumbnail url="/files/a-small.jpg" previewUrl="/files/a.jpg" alt="商品主图" />);
  const image = screen.getByRole('img', { name: '商品主图' }) as HTMLImageElement;
  expect(image.getAttribute('src')).toBe('/files/a-small.jpg');
  expect(image.className).toContain('object-cover');
  const button = screen.getByRole('button', { name: '查看大图：商品主图' });
  expect(button.className).toContain('size-10');
  await userEvent.click(button);
  const dialog = screen.getByRole('dialog', { name: '商品主图' });
  expect(dialog.querySelector('img')?.getAttribute('src')).toBe('/files/a.jpg');
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('shows the grey placeholder, with no preview, when the image fails to load', () => {
  render(<Thumbnail url="/files/missing.jpg" alt="营业执照" />);
  fireEvent.error(screen.getByRole('img', { name: '营业执照' }));
  const placeholder = screen.getByRole('img', { name: '营业执照' });
  expect(placeholder.tagName).toBe('SPAN');
  expect(placeholder.className).toContain('bg-slate-100');
  expect(screen.queryByRole('button')).toBeNull();
});

it('shows the placeholder when there is no url, and tries a new url again', () => {
  const { rerender } = render(<Thumbnail url={null} alt="商品主图" />);
  expect(screen.getByRole('img', { name: '商品主图' }).tagName).toBe('SPAN');
  rerender(<Thumbnail url="/files/b.jpg" alt="商品主图" />);
  fireEvent.error(screen.getByRole('img', { name: '商品主图' }));
  expect(screen.getByRole('img', { name: '商品主图' }).tagName).toBe('SPAN');
  rerender(<Thumbnail url="/files/c.jpg" alt="商品主图" />);
  expect(screen.getByRole('img', { name: '商品主图' }).tagName).toBe('IMG');
});

it('says 图片加载失败 in the preview when the large image does not load', async () => {
  render(<Thumbnail url="/files/a-small.jpg" previewUrl="/files/gone.jpg" alt="商品主图" />);
  await userEvent.click(screen.getByRole('button', { name: '查看大图：商品主图' }));
  const dialog = screen.getByRole('dialog', { name: '商品主图' });
  const large = dialog.querySelector('img');
  if (!large) throw new Error('no preview image');
  fireEvent.error(large);
  expect(screen.getByText('图片加载失败')).toBeTruthy();
});
