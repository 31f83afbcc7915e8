// WCAG 2.1 contrast (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio) for colours that come as data, such as a mall
// floor's: text in them, or white text on them, stays readable whatever the operator picked.

const hexColour = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

const channels = (hex: string) => {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  return [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16));
};

const luminance = (rgb: number[]) => {
  const [r = 0, g = 0, b = 0] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

const ratioOf = (a: number[], b: number[]) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** The contrast ratio of two #rgb/#rrggbb colours, from 1 to 21. */
export const contrast = (a: string, b: string) => ratioOf(channels(a), channels(b));

/**
 * `hex`, darkened just enough (mixed with black in steps of 5%) for its contrast with `background` (white by default)
 * to reach 4.5:1, as WCAG AA asks of body text. A colour that has it already, or one that is not a #rgb/#rrggbb colour
 * (or none), is returned as it is.
 */
export function readableOn<Colour extends string | undefined>(hex: Colour, background = '#ffffff'): Colour | string {
  if (hex === undefined || !hexColour.test(hex)) return hex;
  const rgb = channels(hex);
  const behind = channels(background);
  for (let keep = 1; keep >= 0; keep -= 0.05) {
    const darker = rgb.map((channel) => Math.round(channel * keep));
    if (ratioOf(darker, behind) >= 4.5)
      return `#${darker.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
  }
  return '#000000';
}
