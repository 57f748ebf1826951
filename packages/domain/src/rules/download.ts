/**
 * The file name a Content-Disposition header gives (RFC 6266): the UTF-8 `filename*` when
 * present, else the plain `filename`, without any path; null when it names none.
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
  const base = name?.trim().split(/[/\\]/).pop() ?? '';
  return base === '' ? null : base;
}
