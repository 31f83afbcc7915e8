import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { Toaster } from '../Toast/Toaster.tsx';
import { toastStore } from '../Toast/toast.ts';
import { Upload, type UploadedFile, type UploadProps } from './Upload.tsx';

const user = userEvent.setup({ applyAccept: false });
const fileOf = (name: string, size = 2048) => new File([new Uint8Array(size)], name);
const stored = (name: string, id = name): UploadedFile => ({
  id,
  submittedFileName: name,
  fileType: name.split('.').pop() ?? '',
});

/** An upload whose calls the test finishes by hand. */
function manualUpload() {
  const calls: {
    file: File;
    progress: (f: number) => void;
    resolve: (f: UploadedFile) => void;
    reject: (e: Error) => void;
  }[] = [];
  const upload = vi.fn(
    (file: File, progress: (fraction: number) => void) =>
      new Promise<UploadedFile>((resolve, reject) => calls.push({ file, progress, resolve, reject })),
  );
  return { upload, calls };
}

function Field(props: Partial<UploadProps> & { initial?: UploadedFile[]; onValue?: (files: UploadedFile[]) => void }) {
  const [value, setValue] = useState<UploadedFile[]>(props.initial ?? []);
  return (
    <>
      <Toaster />
      <Upload
        value={value}
        onChange={(files) => {
          props.onValue?.(files);
          setValue(files);
        }}
        upload={props.upload ?? (async (file) => stored(file.name))}
        preview={props.preview ?? (async () => ({ url: 'blob:preview', contentType: 'image/png' }))}
        {...(props.rules ? { rules: props.rules } : {})}
        {...(props.onUploadingChange ? { onUploadingChange: props.onUploadingChange } : {})}
        {...(props.thumbnail ? { thumbnail: props.thumbnail } : {})}
      />
    </>
  );
}

const picker = () => screen.getByLabelText('上传附件') as HTMLInputElement;
const toasts = () => screen.queryAllByRole('alert').map((node) => node.textContent?.replace(/^错误：/, ''));

afterEach(() => {
  cleanup();
  toastStore.clear();
  vi.restoreAllMocks();
});

it('shows a progress bar per file and stays uploading until every file has succeeded', async () => {
  const { upload, calls } = manualUpload();
  const onValue = vi.fn();
  const onUploadingChange = vi.fn();
  render(<Field upload={upload} onValue={onValue} onUploadingChange={onUploadingChange} />);
  await user.upload(picker(), [fileOf('报价单.pdf'), fileOf('营业执照.png')]);
  expect(upload).toHaveBeenCalledTimes(2);
  expect(screen.getByRole('status').textContent).toBe('上传中…');
  expect(onUploadingChange).toHaveBeenLastCalledWith(true);
  act(() => calls[0]?.progress(0.42));
  expect(screen.getByRole('progressbar', { name: '报价单.pdf 上传进度' }).getAttribute('aria-valuenow')).toBe('42');
  expect(screen.getByRole('progressbar', { name: '营业执照.png 上传进度' }).getAttribute('aria-valuenow')).toBe('0');
  await act(async () => calls[0]?.resolve(stored('报价单.pdf', 'f1')));
  expect(onValue).not.toHaveBeenCalled();
  expect(screen.getByRole('status')).toBeTruthy();
  await act(async () => calls[1]?.resolve(stored('营业执照.png', 'f2')));
  expect(onValue).toHaveBeenCalledExactlyOnceWith([stored('报价单.pdf', 'f1'), stored('营业执照.png', 'f2')]);
  expect(screen.queryByRole('status')).toBeNull();
  expect(screen.queryByRole('progressbar')).toBeNull();
  expect(onUploadingChange).toHaveBeenLastCalledWith(false);
  expect(screen.getByRole('button', { name: '预览 报价单.pdf' })).toBeTruthy();
});

it('refuses files with the documented messages and uploads the rest', async () => {
  const upload = vi.fn(async (file: File) => stored(file.name));
  render(<Field upload={upload} initial={[stored('合同.docx')]} />);
  await user.upload(picker(), [
    fileOf('病毒.exe'),
    fileOf('大图.jpg', 10 * 1024 * 1024),
    fileOf('合同.docx'),
    fileOf('清单.xlsx'),
  ]);
  expect(toasts()).toEqual([
    '病毒.exe上传文件格式不符合!',
    '上传附件大小不能超过 10MB!',
    '合同.docx文件已上传，不能重复上传！',
  ]);
  expect(upload).toHaveBeenCalledOnce();
  expect(await screen.findByRole('button', { name: '预览 清单.xlsx' })).toBeTruthy();
});

it('refuses a selection beyond the limit, the number following the limit', async () => {
  const upload = vi.fn(async (file: File) => stored(file.name));
  render(<Field upload={upload} initial={[stored('a.pdf')]} rules={{ maxCount: 2 }} />);
  await user.upload(picker(), [fileOf('b.pdf'), fileOf('c.pdf')]);
  expect(toasts()).toEqual(['最多可上传 2个附件，您已超限']);
  expect(upload).not.toHaveBeenCalled();
});

it('reports a failed upload and uploads again on retry', async () => {
  const { upload, calls } = manualUpload();
  const onValue = vi.fn();
  render(<Field upload={upload} onValue={onValue} />);
  await user.upload(picker(), [fileOf('发票.pdf')]);
  await act(async () => calls[0]?.reject(new Error('network')));
  expect(toasts()).toEqual(['文件上传失败，请重试']);
  expect(screen.getByRole('status')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: '重试 发票.pdf' }));
  expect(upload).toHaveBeenCalledTimes(2);
  await act(async () => calls[1]?.resolve(stored('发票.pdf')));
  expect(onValue).toHaveBeenCalledWith([stored('发票.pdf')]);
});

it('asks before deleting an uploaded file', async () => {
  const onValue = vi.fn();
  render(<Field initial={[stored('报价单.pdf'), stored('执照.png')]} onValue={onValue} />);
  await user.click(screen.getByRole('button', { name: '删除 报价单.pdf' }));
  const ask = await screen.findByRole('alertdialog', { name: '删除附件' });
  expect(ask.textContent).toContain('确定删除附件 报价单.pdf 吗？');
  await user.click(within(ask).getByRole('button', { name: '取消' }));
  expect(onValue).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: '删除 报价单.pdf' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
  expect(onValue).toHaveBeenCalledWith([stored('执照.png')]);
  expect(within(screen.getByRole('list', { name: '附件列表' })).getAllByRole('listitem')).toHaveLength(1);
});

it('previews png and jpeg in a dialog and opens other files in a new window', async () => {
  const preview = vi.fn(async (file: UploadedFile) => ({ url: `blob:${file.id}`, contentType: 'application/pdf' }));
  const win = { opener: {}, location: { href: '' }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
  render(<Field initial={[stored('执照.png'), stored('报价.pdf')]} preview={preview} />);
  await user.click(screen.getByRole('button', { name: '预览 执照.png' }));
  const dialog = await screen.findByRole('dialog', { name: '执照.png' });
  expect(within(dialog).getByRole('img', { name: '执照.png' }).getAttribute('src')).toBe('blob:执照.png');
  expect(open).not.toHaveBeenCalled();
  await user.click(within(dialog).getByRole('button', { name: '关闭' }));
  await user.click(screen.getByRole('button', { name: '预览 报价.pdf' }));
  await waitFor(() => expect(win.location.href).toBe('blob:报价.pdf'));
  expect(open).toHaveBeenCalledWith('', '_blank');
  expect(win.opener).toBeNull();
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('shows uploaded pictures as thumbnails that open the preview, and other files by name', async () => {
  render(
    <Field initial={[stored('执照.png'), stored('报价.pdf')]} thumbnail={(file) => `/api/file/getOne/x/${file.id}`} />,
  );
  const pictures = screen.getByRole('list', { name: '图片列表' });
  expect(within(pictures).getByRole('img', { name: '执照.png' }).getAttribute('src')).toBe(
    '/api/file/getOne/x/执照.png',
  );
  expect(
    within(screen.getByRole('list', { name: '附件列表' })).getByRole('button', { name: '预览 报价.pdf' }),
  ).toBeTruthy();
  await user.click(within(pictures).getByRole('button', { name: '查看大图：执照.png' }));
  expect(await screen.findByRole('dialog', { name: '执照.png' })).toBeTruthy();
});

it('takes the files of a picture field as pictures whatever their names, and hints at its own rules only', () => {
  render(
    <Field
      initial={[stored('品牌logo')]}
      rules={{ maxCount: 1, extensions: ['jpg', 'png'] }}
      thumbnail={() => '/logo'}
    />,
  );
  expect(within(screen.getByRole('list', { name: '图片列表' })).getByRole('img', { name: '品牌logo' })).toBeTruthy();
  expect(screen.getByText('支持 jpg、png 格式，单张小于 10MB，限 1 张')).toBeTruthy();
});
