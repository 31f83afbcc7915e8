import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { uploadFile } from '@zc/sdk';
import { afterEach, expect, it, vi } from 'vitest';
import { catchDownload, loaded } from '../../../../test/support/table.ts';
import { switchAccount, testFile, withSignedIn } from '../../../../test/support/workbench.tsx';
import { Toaster } from '../Toast/Toaster.tsx';
import { AttachmentLink, FileLink } from './AttachmentLink.tsx';

withSignedIn('gys01');
afterEach(cleanup);

function renderLink(url: string) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Toaster />
      <AttachmentLink url={url}>发票</AttachmentLink>
    </QueryClientProvider>,
  );
  return screen.getByRole('link', { name: '发票' });
}

/** An invoice the supplier uploads: its uploader and administrators may read it, nobody else. */
const uploadInvoice = () =>
  uploadFile({ body: { file: testFile('增值税发票.pdf', 'application/pdf'), fileType: 'invoice' } });

it('reads a business attachment with the session and saves it under its name', async () => {
  const invoice = await uploadInvoice();
  const saved = catchDownload();
  await userEvent.click(renderLink(invoice.url ?? ''));
  expect(await saved()).toEqual({ name: '增值税发票.pdf', head: '%PDF' });
});

it('tells one who is not a party of the attachment that it is refused, and saves nothing', async () => {
  const invoice = await uploadInvoice();
  await switchAccount('caigou01');
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
  await userEvent.click(renderLink(invoice.url ?? ''));
  expect(await screen.findByText('没有权限执行该操作', undefined, loaded)).toBeTruthy();
  expect(click).not.toHaveBeenCalled();
  vi.restoreAllMocks();
});

it('tells a visitor without a session to sign in first', async () => {
  const invoice = await uploadInvoice();
  localStorage.clear();
  await userEvent.click(renderLink(invoice.url ?? ''));
  expect(await screen.findByText('该附件须登录后查看，请先登录', undefined, loaded)).toBeTruthy();
});

it('keeps a public picture a plain link that opens in a new window', () => {
  const link = renderLink('/api/file/getOne/goods/1730265498712345601');
  expect(link.getAttribute('target')).toBe('_blank');
  expect(link.getAttribute('href')).toBe('/api/file/getOne/goods/1730265498712345601');
});

it('names a stored file by its name, linked to its stored address', () => {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <FileLink file={{ id: '1', fileType: 'invoice', submittedFileName: '合同.pdf' }} />
    </QueryClientProvider>,
  );
  expect(screen.getByRole('link', { name: '合同.pdf' }).getAttribute('href')).toBe('/api/file/getOne/invoice/1');
});
