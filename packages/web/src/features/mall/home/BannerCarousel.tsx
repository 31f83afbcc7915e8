import { getIndexBanners } from '@zc/sdk';
import { useEffect, useState } from 'react';
import { MallLink } from '@/features/mall/shared/MallLink.tsx';
import { useMallQuery } from '@/features/shop/mall-query.ts';

const interval = 4000;

/** The home banners, turning every four seconds; the dots pick one. */
export function BannerCarousel() {
  const banners = useMallQuery(getIndexBanners).data ?? [];
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (banners.length < 2) return;
    const timer = setInterval(() => setShown((index) => (index + 1) % banners.length), interval);
    return () => clearInterval(timer);
  }, [banners.length]);
  const banner = banners[shown % Math.max(banners.length, 1)];
  return (
    <section aria-label="推荐活动" className="relative h-full flex-1 overflow-hidden bg-slate-200">
      {banner && (
        <MallLink url={banner.linkUrl} className="block size-full">
          <img src={banner.imageUrl} alt={banner.title ?? '活动'} className="size-full object-cover" />
          {banner.title && (
            <span className="absolute bottom-8 left-8 rounded bg-black/40 px-4 py-2 text-2xl font-semibold text-white">
              {banner.title}
            </span>
          )}
        </MallLink>
      )}
      <div className="absolute bottom-3 left-1/2 flex -translate-x-1/2 gap-2">
        {banners.map((item, index) => (
          <button
            key={item.id}
            type="button"
            aria-label={`第${index + 1}张：${item.title ?? ''}`}
            aria-current={index === shown}
            onClick={() => setShown(index)}
            className={`h-2 rounded-full transition-all ${index === shown ? 'w-6 bg-white' : 'w-2 bg-white/60'}`}
          />
        ))}
      </div>
    </section>
  );
}
