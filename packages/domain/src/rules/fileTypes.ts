/**
 * What an uploaded file is, told by its first bytes (its content, whatever its name or the
 * browser's type say): the one check behind the image uploads (licence, authorisation letter,
 * voucher, after-sale photos) and the signed contract's PDF, in the forms and, through the
 * contract, the sandbox.
 */

export type FileType = 'image/png' | 'image/jpeg' | 'application/pdf';
export type ImageType = Exclude<FileType, 'application/pdf'>;

const SIGNATURES: readonly { type: FileType; bytes: readonly number[] }[] = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  // %PDF
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46] },
];

/** The type of a PNG, JPEG or PDF told by its first bytes; null for anything else. */
export function fileTypeOf(bytes: Uint8Array): FileType | null {
  const match = SIGNATURES.find((signature) =>
    signature.bytes.every((byte, index) => bytes[index] === byte),
  );
  return match?.type ?? null;
}

/** A PNG or JPEG told by its content; null for anything else (a PDF too). */
export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  const type = fileTypeOf(bytes);
  return type === 'application/pdf' ? null : type;
}
