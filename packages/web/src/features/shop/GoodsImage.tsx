import { useState } from 'react';

/** A goods picture filling its box; a grey 暂无图片 stands in when there is none or it does not load. */
export function GoodsImage({ url, alt, className = '' }: { url: string | undefined; alt: string; className?: string }) {
  const [failed, setFailed] = useState<string>();
  if (!url || failed === url)
    return (
      <span
        role="img"
        aria-label={alt}
        className={`flex items-center justify-center bg-slate-100 text-xs text-slate-500 ${className}`}
      >
        暂无图片
      </span>
    );
  return (
    <img
      src={url}
      alt={alt}
      loading="lazy"
      onError={() => setFailed(url)}
      className={`bg-white object-contain ${className}`}
    />
  );
}
