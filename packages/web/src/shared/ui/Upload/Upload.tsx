import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../Button.tsx';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import { Thumbnail } from '../controls/Thumbnail.tsx';
import { Dialog } from '../Dialog.tsx';
import { errorMessage } from '../error-message.ts';
import { FileIcon, UploadIcon } from '../icons.tsx';
import { toast } from '../Toast/toast.ts';
import {
  defaultUploadRules,
  isPreviewImage,
  screenFiles,
  takesPicturesOnly,
  type UploadRules,
  uploadHint,
} from './upload-rules.ts';

/** A file stored by the backend, as the upload call answers. */
export interface UploadedFile {
  id: string;
  submittedFileName: string;
  fileType: string;
  url?: string;
}

export interface UploadProps {
  /** The files in the field. */
  value: readonly UploadedFile[];
  /** The new list, once every file of a selection has been uploaded, or after a deletion. */
  onChange: (files: UploadedFile[]) => void;
  /** Sends one file (the SDK's upload call), reporting progress from 0 to 1. */
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<UploadedFile>;
  /** Where to see a stored file. */
  preview: (file: UploadedFile) => Promise<{ url: string; contentType: string }>;
  /** Where a stored picture can be shown as a thumbnail; without it, pictures are listed by name like other files. */
  thumbnail?: (file: UploadedFile) => string | undefined;
  /** The documented defaults: jpg, png, doc, docx, xls, xlsx, pdf, rar, zip; under 10 MB; at most 5 files. */
  rules?: Partial<UploadRules>;
  /** True from a selection until all its files are uploaded (a form should not be submitted meanwhile). */
  onUploadingChange?: (uploading: boolean) => void;
  label?: string;
  disabled?: boolean;
  /** For a finger (a phone's form): controls at least 44 px high. */
  touch?: boolean;
}

interface Pending {
  key: number;
  file: File;
  progress: number;
  status: 'uploading' | 'done' | 'failed';
  result?: UploadedFile;
}

let nextKey = 1;

/**
 * An attachment field with the rules and messages of spec 02 §5: a progress bar per file, the field counts as
 * uploading until every file of the selection has succeeded (a failed one is retried or removed), deleting an
 * uploaded file asks first, png and jpeg open in a preview dialog and other files in a new window.
 */
export function Upload({
  value,
  onChange,
  upload,
  preview,
  thumbnail,
  rules: partialRules,
  onUploadingChange,
  label = '上传附件',
  disabled = false,
  touch = false,
}: UploadProps) {
  const rules = { ...defaultUploadRules, ...partialRules };
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const [pending, setPending] = useState<Pending[]>([]);
  const [deleting, setDeleting] = useState<UploadedFile | null>(null);
  const [image, setImage] = useState<{ name: string; url: string } | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const uploading = pending.length > 0;
  useEffect(() => {
    onUploadingChange?.(uploading);
  }, [uploading, onUploadingChange]);

  // The selection is in the field once all its files are uploaded.
  useEffect(() => {
    if (pending.length > 0 && pending.every((item) => item.status === 'done')) {
      setPending([]);
      onChange([...value, ...pending.flatMap((item) => (item.result ? [item.result] : []))]);
    }
  }, [pending, value, onChange]);

  const update = (key: number, change: Partial<Pending>) => {
    if (mounted.current) setPending((items) => items.map((item) => (item.key === key ? { ...item, ...change } : item)));
  };
  const send = (key: number, file: File) => {
    update(key, { status: 'uploading', progress: 0 });
    upload(file, (fraction) => update(key, { progress: Math.round(Math.min(1, Math.max(0, fraction)) * 100) })).then(
      (result) => update(key, { status: 'done', progress: 100, result }),
      () => {
        update(key, { status: 'failed' });
        if (mounted.current) toast.error('文件上传失败，请重试');
      },
    );
  };

  const select = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = ''; // the same file can be chosen again after a removal
    if (files.length === 0) return;
    const names = [...value.map((file) => file.submittedFileName), ...pending.map((item) => item.file.name)];
    const { accepted, errors } = screenFiles(files, names, rules);
    for (const error of errors) toast.error(error);
    const added = accepted.map((file) => ({ key: nextKey++, file, progress: 0, status: 'uploading' as const }));
    setPending((items) => [...items, ...added]);
    for (const item of added) send(item.key, item.file);
  };

  // A picture field's files are pictures even when named by their field (a logo kept as its url is named 品牌logo).
  const isPicture = (file: UploadedFile) => takesPicturesOnly(rules) || isPreviewImage(file.submittedFileName);
  const thumbnailOf = (file: UploadedFile) => (isPicture(file) ? thumbnail?.(file) : undefined);
  const pictures = value.filter((file) => thumbnailOf(file));
  const others = value.filter((file) => !thumbnailOf(file));

  const open = async (file: UploadedFile) => {
    if (isPreviewImage(file.submittedFileName)) {
      try {
        const { url } = await preview(file);
        setImage({ name: file.submittedFileName, url });
      } catch (error) {
        toast.error(errorMessage(error, '文件预览失败'));
      }
      return;
    }
    // Opened before the call, inside the click, so that popup blockers let it through.
    const win = window.open('', '_blank');
    try {
      const { url } = await preview(file);
      if (win) {
        win.opener = null;
        win.location.href = url;
      } else window.open(url, '_blank', 'noopener');
    } catch (error) {
      win?.close();
      toast.error(errorMessage(error, '文件预览失败'));
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={inputId}
          className={`inline-flex cursor-pointer items-center gap-1.5 rounded border border-brand text-brand ${touch ? 'min-h-11 px-4 text-base' : 'h-8 px-3 text-sm'} hover:bg-brand-soft has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand ${disabled ? 'pointer-events-none opacity-50' : ''}`}
        >
          <UploadIcon />
          {label}
          <input
            id={inputId}
            type="file"
            multiple
            accept={rules.extensions.map((extension) => `.${extension}`).join(',')}
            disabled={disabled}
            aria-describedby={hintId}
            onChange={select}
            className="sr-only"
          />
        </label>
        {uploading && (
          <span role="status" className="text-sm text-slate-500">
            上传中…
          </span>
        )}
      </div>
      <p id={hintId} className="text-xs text-slate-500">
        {uploadHint(rules)}
      </p>
      {pictures.length > 0 && (
        <ul aria-label="图片列表" className="flex flex-wrap gap-2">
          {pictures.map((file) => (
            <li key={file.id} className={`flex flex-col items-center gap-1 ${touch ? 'w-20' : 'w-24'}`}>
              <Thumbnail
                url={thumbnailOf(file)}
                alt={file.submittedFileName}
                className={touch ? 'size-20' : 'size-24'}
              />
              {!disabled && <DeleteButton file={file} touch={touch} onClick={() => setDeleting(file)} />}
            </li>
          ))}
        </ul>
      )}
      {(others.length > 0 || pending.length > 0) && (
        <ul aria-label="附件列表" className="flex flex-col gap-1.5">
          {others.map((file) => (
            <li key={file.id} className="flex items-center gap-2 rounded px-2 py-1 text-sm hover:bg-slate-50">
              <FileIcon className="shrink-0 text-slate-500" />
              <button
                type="button"
                className="min-w-0 flex-1 truncate text-left text-brand hover:underline"
                aria-label={`预览 ${file.submittedFileName}`}
                onClick={() => open(file)}
              >
                {file.submittedFileName}
              </button>
              {!disabled && <DeleteButton file={file} touch={touch} onClick={() => setDeleting(file)} />}
            </li>
          ))}
          {pending.map((item) => (
            <li key={item.key} className="flex flex-col gap-1 rounded px-2 py-1 text-sm">
              <div className="flex items-center gap-2">
                <FileIcon className="shrink-0 text-slate-500" />
                <span className="min-w-0 flex-1 truncate">{item.file.name}</span>
                {item.status === 'failed' && (
                  <>
                    <span className="text-red-600">上传失败</span>
                    <Button
                      variant="text"
                      size="sm"
                      aria-label={`重试 ${item.file.name}`}
                      onClick={() => send(item.key, item.file)}
                    >
                      重试
                    </Button>
                    <Button
                      variant="text"
                      size="sm"
                      aria-label={`移除 ${item.file.name}`}
                      onClick={() => setPending((items) => items.filter((other) => other.key !== item.key))}
                    >
                      移除
                    </Button>
                  </>
                )}
              </div>
              <div
                role="progressbar"
                aria-label={`${item.file.name} 上传进度`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={item.progress}
                className="h-1.5 overflow-hidden rounded bg-slate-100"
              >
                <div
                  className={`h-full transition-[width] ${item.status === 'failed' ? 'bg-red-500' : 'bg-brand'}`}
                  style={{ width: `${item.progress}%` }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="删除附件"
        message={`确定删除附件 ${deleting?.submittedFileName ?? ''} 吗？`}
        danger
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) onChange(value.filter((file) => file.id !== deleting.id));
          setDeleting(null);
        }}
      />
      <Dialog
        open={image !== null}
        onOpenChange={(next) => !next && setImage(null)}
        title={image?.name ?? '预览'}
        width="w-[720px]"
      >
        {image && <img src={image.url} alt={image.name} className="mx-auto max-h-[70vh] max-w-full" />}
      </Dialog>
    </div>
  );
}

/** 删除 of a stored file (asks before deleting). */
function DeleteButton({ file, touch, onClick }: { file: UploadedFile; touch: boolean; onClick: () => void }) {
  return (
    <Button
      variant="text"
      size="sm"
      className={touch ? 'min-h-11 px-3' : ''}
      aria-label={`删除 ${file.submittedFileName}`}
      onClick={onClick}
    >
      删除
    </Button>
  );
}
