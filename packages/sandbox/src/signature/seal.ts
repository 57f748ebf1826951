/**
 * The company's electronic seal, drawn from its name: a red ring, the name on the upper arc
 * (each character turned to face out from the centre), a five-pointed star in the middle. One
 * layout serves the SVG the client shows and the PDF stamped on a signed contract (pdf-lib
 * embeds the seal's one-page PDF, drawn by pdfkit with the CJK font, on the contract's last page).
 */
import { PDFDocument } from 'pdf-lib';
import { render } from '../orders/pdf.ts';

/** The seal's side, in SVG units and PDF points alike. */
export const SEAL_SIZE = 200;
const CENTRE = SEAL_SIZE / 2;
const RING_RADIUS = 90;
const RING_WIDTH = 6;
/** Where the characters' tops sit: this far above the centre. */
const TEXT_RADIUS = 72;
const STAR_OUTER = 30;
const STAR_INNER = 12;
const RED = '#d0021b';
/** The arc the name spans at most, in degrees; a short name keeps its characters this far apart. */
const MAX_SPAN = 240;
const CHAR_STEP = 26;

export type SealChar = { char: string; size: number; angle: number };

/** Each character of the name with its size and its angle from the top, clockwise, left to right. */
export const sealLayout = (name: string): SealChar[] => {
  const chars = [...name.trim()];
  const span = Math.min(MAX_SPAN, chars.length * CHAR_STEP);
  const step = chars.length > 0 ? span / chars.length : 0;
  const size = Math.max(
    10,
    Math.min(22, (((span / 180) * Math.PI * TEXT_RADIUS) / chars.length) * 0.85),
  );
  return chars.map((char, index) => ({ char, size, angle: -span / 2 + step * (index + 0.5) }));
};

/** The star's ten corners around the centre, the first at the top. */
export const starPoints = (): [number, number][] =>
  Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? STAR_OUTER : STAR_INNER;
    const angle = -Math.PI / 2 + (index * Math.PI) / 5;
    return [CENTRE + radius * Math.cos(angle), CENTRE + radius * Math.sin(angle)];
  });

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const xml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
const round = (value: number) => Math.round(value * 100) / 100;

/** The seal as SVG text. */
export const sealSvg = (name: string): string => {
  const star = starPoints()
    .map(([x, y]) => `${round(x)},${round(y)}`)
    .join(' ');
  const text = sealLayout(name)
    .map(
      ({ char, size, angle }) =>
        `<text x="${CENTRE}" y="${CENTRE - TEXT_RADIUS + size}" font-size="${round(size)}" transform="rotate(${round(angle)} ${CENTRE} ${CENTRE})">${xml(char)}</text>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SEAL_SIZE}" height="${SEAL_SIZE}" viewBox="0 0 ${SEAL_SIZE} ${SEAL_SIZE}">` +
    `<title>${xml(name)}电子签章</title>` +
    `<circle cx="${CENTRE}" cy="${CENTRE}" r="${RING_RADIUS}" fill="none" stroke="${RED}" stroke-width="${RING_WIDTH}"/>` +
    `<polygon points="${star}" fill="${RED}"/>` +
    `<g fill="${RED}" text-anchor="middle" font-family="'Noto Sans CJK SC','Microsoft YaHei',sans-serif" font-weight="bold">${text}</g>` +
    `</svg>`
  );
};

/** The SVG as the data URL the client shows (companySeal.sealImage). */
export const sealDataUrl = (svg: string): string =>
  `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;

/** The seal as a one-page PDF of SEAL_SIZE points square. */
const sealPdf = (name: string) =>
  render(
    `${name}电子签章`,
    (doc) => {
      doc.lineWidth(RING_WIDTH).strokeColor(RED).circle(CENTRE, CENTRE, RING_RADIUS).stroke();
      doc.polygon(...starPoints()).fill(RED);
      doc.fillColor(RED);
      for (const { char, size, angle } of sealLayout(name)) {
        doc.save().rotate(angle, { origin: [CENTRE, CENTRE] });
        doc.fontSize(size).text(char, CENTRE - size, CENTRE - TEXT_RADIUS, {
          width: size * 2,
          align: 'center',
          lineBreak: false,
        });
        doc.restore();
      }
    },
    { size: [SEAL_SIZE, SEAL_SIZE], margin: 0 },
  );

/** How big the seal is stamped, in points, and how far from the last page's bottom right corner. */
const STAMP_SIZE = 130;
const STAMP_INSET = { right: 90, bottom: 70 };

/** The document and its last page; null for bytes pdf-lib cannot read or a PDF without a page. */
const lastPageOf = async (bytes: Uint8Array) => {
  try {
    const doc = await PDFDocument.load(bytes);
    const last = doc.getPages().at(-1);
    return last ? { doc, last } : null;
  } catch {
    return null;
  }
};

/**
 * The contract with the seal stamped on its last page (bottom right, over the buyer's signature);
 * null when `contract` is not a PDF pdf-lib can read or has no page.
 */
export const stampPdf = async (
  contract: Uint8Array,
  companyName: string,
): Promise<Uint8Array | null> => {
  const opened = await lastPageOf(contract);
  if (!opened) return null;
  const { doc, last } = opened;
  const [stamp] = await doc.embedPdf(await sealPdf(companyName));
  if (!stamp) return null;
  const { width } = last.getSize();
  last.drawPage(stamp, {
    x: width - STAMP_INSET.right - STAMP_SIZE,
    y: STAMP_INSET.bottom,
    width: STAMP_SIZE,
    height: STAMP_SIZE,
    opacity: 0.9,
  });
  return doc.save();
};
