import { EMPTY } from '@/shared/format/money.ts';

export interface EllipsisProps {
  text: string | null | undefined;
  /**
   * A number or '240px' sets the width in pixels, anything else is a Tailwind class ('max-w-60'); without it the
   * text is cut at its container's width.
   */
  maxWidth?: number | string;
  className?: string;
}

const PIXELS = /^\d+(\.\d+)?(px)?$/;

/** One line of text cut with …, the whole of it in the tooltip (title); '--' when there is none. */
export function Ellipsis({ text, maxWidth, className = '' }: EllipsisProps) {
  if (text === null || text === undefined || text.trim() === '') return <span className={className}>{EMPTY}</span>;
  const pixels =
    typeof maxWidth === 'number'
      ? maxWidth
      : maxWidth && PIXELS.test(maxWidth)
        ? Number.parseFloat(maxWidth)
        : undefined;
  const widthClass = maxWidth === undefined || pixels !== undefined ? 'max-w-full' : maxWidth;
  return (
    <span
      title={text}
      // inline-block so that the width applies; align-bottom keeps it on the line of the text around it.
      className={`inline-block truncate align-bottom ${widthClass} ${className}`}
      style={pixels === undefined ? undefined : { maxWidth: pixels }}
    >
      {text}
    </span>
  );
}
