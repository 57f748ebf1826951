/** What the upload checks of a chosen file: its name, MIME type and size in bytes. */
interface ChosenFile {
  name: string;
  type: string;
  size: number;
}

/**
 * Why a signed contract cannot be uploaded, in Chinese, or '' when it can: a PDF (a .pdf name, and the
 * PDF type unless the browser gives none) of at most `maxBytes`.
 */
export function contractFileError({ name, type, size }: ChosenFile, maxBytes: number): string {
  const pdf = /\.pdf$/i.test(name) && (type === '' || type === 'application/pdf');
  if (!pdf) return '请上传 PDF 文件';
  if (size === 0) return '文件为空';
  if (size > maxBytes) return `文件不能超过 ${maxBytes / 1024 / 1024} MB`;
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
