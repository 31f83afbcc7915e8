import type Canvas from 'diagram-js/lib/core/Canvas';
import { messages } from '../validation/messages.ts';

/** Zoom limits of spec 02 §9. */
export const zoom = { step: 0.1, min: 0.2, max: 4, initial: 1 } as const;

/** The next zoom one step in or out, or the message explaining why it stays. */
export function nextZoom(current: number, direction: 1 | -1): { scale: number } | { error: string } {
  // Rounded to one decimal so that repeated steps do not drift (0.1 + 0.2 !== 0.3).
  const scale = Math.round((current + direction * zoom.step) * 10) / 10;
  if (scale > zoom.max) return { error: messages.zoomTooLarge };
  if (scale < zoom.min) return { error: messages.zoomTooSmall };
  return { scale };
}

/** Moves the diagram's centre to the middle of the viewport, keeping the zoom. */
export function centre(canvas: Canvas) {
  const { inner, outer, scale } = canvas.viewbox();
  const width = outer.width / scale;
  const height = outer.height / scale;
  canvas.viewbox({ x: inner.x + (inner.width - width) / 2, y: inner.y + (inner.height - height) / 2, width, height });
}
