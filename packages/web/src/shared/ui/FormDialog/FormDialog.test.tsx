import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@zc/sdk';
import { useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { FormDialog } from './FormDialog.tsx';
import { TextField } from './fields.tsx';

const schema = z.object({
  name: z.string().trim().min(1),
  price: z.number('请输入价格').positive('价格必须大于 0'),
  sku: z.string().max(4),
});

function AddGoods({ save }: { save: (values: z.output<typeof schema>) => Promise<unknown> }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        新增商品
      </button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title="新增商品"
        schema={schema}
        defaultValues={{ name: '', sku: '' }}
        onSubmit={save}
      >
        {(form) => (
          <>
            <TextField form={form} name="name" label="商品名称" required />
            <TextField form={form} name="price" label="价格" type="number" required />
            <TextField form={form} name="sku" label="商品编码" />
          </>
        )}
      </FormDialog>
    </>
  );
}

const input = (name: string) =>
  screen.getByRole<HTMLInputElement>(/价格/.test(name) ? 'spinbutton' : 'textbox', { name });
afterEach(cleanup);

it('validates with Chinese messages', async () => {
  const save = vi.fn();
  render(<AddGoods save={save} />);
  await userEvent.type(input('商品编码'), 'ABCDE');
  await userEvent.click(screen.getByRole('button', { name: '确定' }));
  expect(await screen.findByText('此项为必填项')).toBeTruthy();
  expect(screen.getByText('请输入价格')).toBeTruthy();
  expect(screen.getByText('最多 4 个字符')).toBeTruthy();
  expect(input('商品名称').getAttribute('aria-invalid')).toBe('true');
  expect(save).not.toHaveBeenCalled();
});

it('keeps what was typed and shows the server message when saving fails, then closes on success', async () => {
  let fail = true;
  let finish: () => void = () => {};
  const save = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        finish = () => (fail ? reject(new ApiError('business', 40001, '商品编码已存在', 200, 'addGoods')) : resolve());
      }),
  );
  render(<AddGoods save={save} />);
  await userEvent.type(input('商品名称'), 'A4 打印纸');
  await userEvent.type(input('价格'), '25.5');
  await userEvent.type(input('商品编码'), 'P001');
  await userEvent.click(screen.getByRole('button', { name: '确定' }));
  await waitFor(() => expect(save).toHaveBeenCalledWith({ name: 'A4 打印纸', price: 25.5, sku: 'P001' }));
  expect(screen.getByRole<HTMLButtonElement>('button', { name: '确定' }).disabled).toBe(true);
  finish();
  expect((await screen.findByRole('alert')).textContent).toBe('商品编码已存在');
  expect(screen.getByRole('dialog', { name: '新增商品' })).toBeTruthy();
  expect(input('商品名称').value).toBe('A4 打印纸');
  expect(input('价格').value).toBe('25.5');
  expect(input('商品编码').value).toBe('P001');
  expect(screen.getByRole<HTMLButtonElement>('button', { name: '确定' }).disabled).toBe(false);

  fail = false;
  await userEvent.click(screen.getByRole('button', { name: '确定' }));
  await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
  finish();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it('closes at once when nothing was typed', async () => {
  render(<AddGoods save={vi.fn()} />);
  await userEvent.click(screen.getByRole('button', { name: '取消' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.queryByRole('alertdialog')).toBeNull();
});

it('asks before dropping what was typed (取消 and Esc) and starts afresh when opened again', async () => {
  render(<AddGoods save={vi.fn()} />);
  await userEvent.type(input('商品名称'), '订书机');
  await userEvent.keyboard('{Escape}');
  const ask = await screen.findByRole('alertdialog', { name: '放弃修改' });
  expect(ask.textContent).toContain('填写的内容尚未保存');
  await userEvent.click(screen.getByRole('button', { name: '继续编辑' }));
  expect(input('商品名称').value).toBe('订书机');
  await userEvent.click(screen.getByRole('button', { name: '取消' }));
  await userEvent.click(await screen.findByRole('button', { name: '放弃' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: '新增商品' }));
  expect(input('商品名称').value).toBe('');
});
