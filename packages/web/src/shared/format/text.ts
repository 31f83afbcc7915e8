import { EMPTY } from './money.ts';

/**
 * Cuts long text to `length` characters (counted as the reader sees them, so an emoji is one) followed by '...';
 * shorter text is returned as is, and empty text as '--'.
 */
export function ellipsis(text: string | null | undefined, length: number): string {
  if (text === null || text === undefined || text === '') return EMPTY;
  const characters = Array.from(text);
  return characters.length > length ? `${characters.slice(0, Math.max(0, length)).join('')}...` : text;
}
