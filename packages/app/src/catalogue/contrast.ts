/** The sRGB channels (0–255) of an opaque `#RRGGBB` colour, or undefined for any other form. */
const channels = (colour: string): [number, number, number] | undefined => {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  return hex
    ? ([hex[1], hex[2], hex[3]].map((c) => parseInt(c ?? '', 16)) as [number, number, number])
    : undefined;
};

/** WCAG 2 relative luminance. */
const luminance = ([r, g, b]: [number, number, number]): number => {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
};

/**
 * The WCAG 2 contrast ratio of two opaque `#RRGGBB` colours (1 to 21), or undefined when either
 * is translucent or written otherwise.
 */
export function contrastRatio(a: string, b: string): number | undefined {
  const ca = channels(a);
  const cb = channels(b);
  if (!ca || !cb) return undefined;
  const [light, dark] = [luminance(ca), luminance(cb)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** What WCAG AA allows at a ratio: body text (4.5), large text and controls (3), or neither. */
export const contrastGrade = (ratio: number): string =>
  ratio >= 4.5 ? 'AA 正文' : ratio >= 3 ? '仅大字与图形' : '不足';
