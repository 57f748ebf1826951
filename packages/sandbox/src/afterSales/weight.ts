/** calculateWeight: the tonnes of sheet goods from their sizes (chosen: aluminium, 2.71 t/m³). */
import { Big, tonnes } from '@mall/domain/money';

/** Tonnes per cubic millimetre of aluminium. */
const TONNES_PER_MM3 = new Big('2.71e-9');

/** One piece's tonnes (unrounded); null for goods without the three sizes (claimed by weight). */
export const pieceWeightOf = (
  thickness: string | null,
  width: string | null,
  length: string | null,
): Big | null =>
  thickness && width && length
    ? new Big(thickness).times(width).times(length).times(TONNES_PER_MM3)
    : null;

/** The tonnes of `pieces` pieces, to 3 decimals. */
export const weightOfPieces = (pieceWeight: Big, pieces: number): string =>
  tonnes(pieceWeight.times(pieces));
