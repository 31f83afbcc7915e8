import { useState } from 'react';
import { GoodsImage } from '@/features/shop/GoodsImage.tsx';

/** The goods pictures: the chosen one large, the others as thumbnails to point at. */
export function Gallery({ images, name }: { images: string[]; name: string }) {
  const [shown, setShown] = useState(0);
  return (
    <div className="w-[400px] shrink-0">
      <GoodsImage url={images[shown]} alt={name} className="size-[400px] border border-slate-200" />
      <ul className="mt-2 flex gap-2">
        {images.slice(0, 5).map((url, index) => (
          <li key={url}>
            <button
              type="button"
              aria-label={`第${index + 1}张图片`}
              aria-current={index === shown}
              onMouseEnter={() => setShown(index)}
              onClick={() => setShown(index)}
              className={`border-2 ${index === shown ? 'border-brand' : 'border-transparent'}`}
            >
              <GoodsImage url={url} alt="" className="size-16" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
