import { useState } from 'react';
import { Dialog } from '../Dialog.tsx';

export interface ThumbnailProps {
  /** The image; a grey placeholder stands in when there is none or it does not load. */
  url: string | null | undefined;
  /** What the image shows ('商品主图'): its text alternative and the preview's title. */
  alt: string;
  /** A larger image for the preview, where the list serves a small one. */
  previewUrl?: string;
  className?: string;
}

function ImageIcon() {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable={false}
      aria-hidden="true"
    >
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <circle cx="9" cy="9" r="2" />
      <path d="m21 15-5-5L5 21" />
    </svg>
  );
}

/** A 40×40 image in a table cell or list; a click shows it full size in a dialog. */
export function Thumbnail({ url, alt, previewUrl, className = '' }: ThumbnailProps) {
  // The url that failed, so that a new url is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  const [previewFailed, setPreviewFailed] = useState(false);
  const [open, setOpen] = useState(false);
  const box = `inline-flex size-10 shrink-0 items-center justify-center overflow-hidden rounded border border-slate-200 bg-slate-100 ${className}`;
  if (!url || failed === url)
    return (
      <span role="img" aria-label={alt} title={alt} className={`${box} text-slate-300`}>
        <ImageIcon />
      </span>
    );
  const full = previewUrl || url;
  return (
    <>
      <button
        type="button"
        aria-label={`查看大图：${alt}`}
        onClick={() => {
          setPreviewFailed(false);
          setOpen(true);
        }}
        className={`${box} cursor-zoom-in focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand`}
      >
        <img src={url} alt={alt} loading="lazy" onError={() => setFailed(url)} className="size-full object-cover" />
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={alt} width="w-auto min-w-80">
        {previewFailed ? (
          <p className="py-10 text-center text-sm text-slate-500">图片加载失败</p>
        ) : (
          <img
            src={full}
            alt={alt}
            onError={() => setPreviewFailed(true)}
            className="mx-auto max-h-[70vh] max-w-full object-contain"
          />
        )}
      </Dialog>
    </>
  );
}
