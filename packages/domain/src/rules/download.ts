/** The longest name a file is saved under (chosen: within every common file system's 255). */
const FILE_NAME_MAX = 120;

/**
 * Control characters (C0, DEL, C1) and the invisible direction marks that can make
 * `gpj.exe` read as `exe.jpg`.
 */
const INVISIBLE = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
/** What Windows refuses in a file name. */
const RESERVED = /[<>:"|?*]/g;

/**
 * A name from outside (a server's header or field) made safe to save a file under: no folder
 * (only what follows the last `/` or `\`), no control or direction characters, none of
 * `<>:"|?*` (each becomes `_`), no leading dots or trailing dots and spaces, at most 120
 * characters keeping the extension; null when nothing is left. It is only ever a name: the
 * browser saves under it and nothing reads it as markup or a path.
 */
export function safeFileName(name: string): string | null {
  const base = (name.split(/[/\\]/).pop() ?? '')
    .replace(INVISIBLE, '')
    .replace(RESERVED, '_')
    .trim()
    .replace(/^\.+/, '')
    .replace(/[. ]+$/, '');
  if (base === '') return null;
  const chars = [...base];
  if (chars.length <= FILE_NAME_MAX) return base;
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 && base.length - dot <= 10 ? [...base.slice(dot)] : [];
  return chars
    .slice(0, FILE_NAME_MAX - extension.length)
    .concat(extension)
    .join('');
}

/**
 * The file name a Content-Disposition header gives (RFC 6266): the UTF-8 `filename*` when
 * present, else the plain `filename`, made safe by `safeFileName`; null when it names none.
 */
export function fileNameFromDisposition(header: string): string | null {
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)'[^']*'([^;]+)/.exec(header)?.[1];
  let name: string | undefined;
  if (extended) {
    try {
      name = decodeURIComponent(extended.trim());
    } catch {
      name = undefined;
    }
  }
  name ??= /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header)?.slice(1).find(Boolean);
  return safeFileName(name ?? '');
}
