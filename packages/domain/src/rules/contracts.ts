import { fileTypeOf } from './fileTypes.ts';

/**
 * Why a signed contract cannot be uploaded, in Chinese, or '' when it can: a file named .pdf
 * (as the upload's contract requires) whose content is a PDF (it starts with %PDF, whatever the
 * browser's type says), of at most `maxBytes`. The form and the sandbox both check it.
 */
export function contractFileError(name: string, bytes: Uint8Array, maxBytes: number): string {
  if (!/\.pdf$/i.test(name)) return '请上传 PDF 文件';
  if (bytes.length === 0) return '文件为空';
  if (fileTypeOf(bytes) !== 'application/pdf') return '请上传 PDF 文件';
  if (bytes.length > maxBytes) return `文件不能超过 ${maxBytes / 1024 / 1024} MB`;
  return '';
}

/** Base64 of some bytes (a file read for a JSON upload), in chunks that fit the call stack. */
export function bytesToBase64(bytes: Uint8Array): string {
  const chunk = 0x8000;
  let binary = '';
  for (let start = 0; start < bytes.length; start += chunk)
    binary += String.fromCharCode(...bytes.subarray(start, start + chunk));
  return btoa(binary);
}
