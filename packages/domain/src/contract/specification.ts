/**
 * The one way a specification is written, on every screen, suggestion, message and document
 * (issue 31): the sizes in mm, without the unit (the column header says 规格(mm)), trimmed of
 * trailing zeros ('2.000' → '2'), joined with ×, in the form of the product:
 *
 * | form  | categories         | written          | e.g.              |
 * | ----- | ------------------ | ---------------- | ----------------- |
 * | plate | 铝板, 型材, others | 厚×宽×长         | 2×1220×2440       |
 * | coil  | …卷                | 厚×宽(卷)        | 0.5×1220(卷)      |
 * | foil  | …箔                | 厚×宽            | 0.012×1000        |
 * | ingot | …锭                | nothing          |                   |
 * | bar   | …棒                | Φ直径×长         | Φ50×6000          |
 * | tube  | …管                | Φ外径×壁厚×长    | Φ50×2×6000        |
 *
 * The form follows from the category the goods carry (its last character names the form);
 * the goods' three sizes are read as the form has them: a bar's diameter is its `thickness`, a
 * tube's outer diameter its `width` and its wall its `thickness`. A size the goods lack is left
 * out. Without a category (a buyer's inquiry line) the sizes given are joined as a plate's.
 *
 * It lives in the contract, zod-free, because the sandbox writes the same text into the lines it
 * sends (orders, deliveries, after-sales, auction lots, the certificate); the client takes it
 * from the rules (`@mall/domain`).
 */

/** The shapes goods are sold in, each with its way of writing the sizes. */
export const SPEC_SHAPES = ['plate', 'coil', 'foil', 'ingot', 'bar', 'tube'] as const;
export type SpecShape = (typeof SPEC_SHAPES)[number];

/** The form by the category's last character: 铝卷 → coil; anything unknown is a plate. */
const FORM_BY_SUFFIX: Readonly<Record<string, SpecShape>> = {
  卷: 'coil',
  箔: 'foil',
  锭: 'ingot',
  棒: 'bar',
  管: 'tube',
};

/** The product form of a category ('铝卷' → 'coil'); a plate when unknown or absent. */
export const specShape = (category: string | null | undefined): SpecShape =>
  FORM_BY_SUFFIX[category?.trim().slice(-1) ?? ''] ?? 'plate';

/** A size as written: trailing zeros and a bare point dropped ('2.000' → '2', '0.50' → '0.5'). */
export const trimSize = (size: string | number | null | undefined): string => {
  const text = size === null || size === undefined ? '' : String(size).trim();
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
};

/** What a specification is made of: the goods' category and sizes in mm. */
export interface SpecificationParts {
  /** e.g. 铝板, 铝卷; the form follows from it. */
  category?: string | null;
  thickness?: string | number | null;
  width?: string | number | null;
  length?: string | number | null;
  /** A bar's diameter or a tube's outer one where the data names it (an inquiry line). */
  diameter?: string | number | null;
  /** A tube's wall where the data names it (an inquiry line). */
  wall?: string | number | null;
}

const joined = (sizes: readonly (string | number | null | undefined)[]): string =>
  sizes
    .map(trimSize)
    .filter((size) => size !== '')
    .join('×');

/** The specification of goods in their form: '2×1220×2440', '0.5×1220(卷)', 'Φ50×6000'; '' for ingots. */
export const formatSpecification = ({
  category,
  thickness,
  width,
  length,
  diameter,
  wall,
}: SpecificationParts): string => {
  switch (specShape(category)) {
    case 'ingot':
      return '';
    case 'coil': {
      const sizes = joined([thickness, width]);
      return sizes && `${sizes}(卷)`;
    }
    case 'foil':
      return joined([thickness, width]);
    case 'bar': {
      const sizes = joined([diameter || thickness, length]);
      return sizes && `Φ${sizes}`;
    }
    case 'tube': {
      const sizes = joined([diameter || width, wall || thickness, length]);
      return sizes && `Φ${sizes}`;
    }
    case 'plate':
      return joined([thickness, width, length]);
  }
};
