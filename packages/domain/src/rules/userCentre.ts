/**
 * The user centre's pure rules: the unified social credit code (GB 32100-2015) and the image
 * uploads checked by their content. Used by the forms and, through the contract, the sandbox.
 */
import { imageTypeOf } from './fileTypes.ts';

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

/** Why image bytes cannot be uploaded, in Chinese, or '' when they can. */
export function imageUploadError(bytes: Uint8Array, maxBytes: number): string {
  if (bytes.length === 0) return '文件为空';
  if (imageTypeOf(bytes) === null) return '请上传 JPG 或 PNG 图片';
  if (bytes.length > maxBytes) return `图片不能超过 ${maxBytes / 1024 / 1024} MB`;
  return '';
}
