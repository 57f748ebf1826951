/**
 * The user centre's pure rules: the unified social credit code (GB 32100-2015) and the image
 * uploads checked by their content. Used by the forms and, through the contract, the sandbox.
 */

/** The 31 characters of a unified social credit code (no I, O, S, V, Z), by their value. */
const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
/** The weights of the first 17 characters (3^i mod 31). */
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** 18 characters of the code's alphabet. */
export const CREDIT_CODE_PATTERN = /^[0-9A-HJ-NPQRTUWXY]{18}$/;

/** The check character of a code's first 17 characters, or null when one is not allowed. */
export function creditCodeCheckCharacter(first17: string): string | null {
  if (first17.length !== 17) return null;
  let total = 0;
  for (const [index, char] of [...first17].entries()) {
    const value = CREDIT_CODE_CHARS.indexOf(char);
    if (value < 0) return null;
    total += value * (CREDIT_CODE_WEIGHTS[index] ?? 0);
  }
  return CREDIT_CODE_CHARS[(31 - (total % 31)) % 31] ?? null;
}

/** Whether an 18-character code ends with its GB 32100 check character. */
export function hasValidCheckCharacter(code: string): boolean {
  return (
    CREDIT_CODE_PATTERN.test(code) && creditCodeCheckCharacter(code.slice(0, 17)) === code.slice(17)
  );
}

/** The image types an upload accepts, told by their first bytes. */
const IMAGE_SIGNATURES: readonly { type: 'png' | 'jpeg'; bytes: readonly number[] }[] = [
  { type: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
];

/** A PNG or JPEG told by its content, whatever its name says; null for anything else. */
export function imageTypeOf(bytes: Uint8Array): 'png' | 'jpeg' | null {
  const match = IMAGE_SIGNATURES.find((signature) =>
    signature.bytes.every((byte, index) => bytes[index] === byte),
  );
  return match?.type ?? null;
}

/** Why image bytes cannot be uploaded, in Chinese, or '' when they can. */
export function imageUploadError(bytes: Uint8Array, maxBytes: number): string {
  if (bytes.length === 0) return '文件为空';
  if (imageTypeOf(bytes) === null) return '请上传 JPG 或 PNG 图片';
  if (bytes.length > maxBytes) return `图片不能超过 ${maxBytes / 1024 / 1024} MB`;
  return '';
}
