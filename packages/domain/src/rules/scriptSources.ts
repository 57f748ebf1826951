const COMMENT = /<!--[\s\S]*?-->/g;
const SCRIPT_TAG = /<script\b([^>]*)>/gi;
/** One attribute: a name, optionally `=` and a double-quoted, single-quoted or bare value. */
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** The `src` of a script tag's attribute text, or null for an inline script. */
function srcOf(attributes: string): string | null {
  for (const [, name = '', double, single, bare] of attributes.matchAll(ATTRIBUTE)) {
    if (name.toLowerCase() === 'src') return double ?? single ?? bare ?? '';
  }
  return null;
}

/**
 * The `src` of every `<script>` in a page: attributes in any order, any quoting, inline and
 * commented-out scripts left out. A new build of the app changes this set (hashed file names).
 */
export function scriptSources(html: string): ReadonlySet<string> {
  const sources = new Set<string>();
  for (const [, attributes = ''] of html.replace(COMMENT, '').matchAll(SCRIPT_TAG)) {
    const src = srcOf(attributes);
    if (src) sources.add(src);
  }
  return sources;
}

/** Whether two sets of script sources hold the same files, in any order. */
export const sameSources = (a: ReadonlySet<string>, b: ReadonlySet<string>): boolean =>
  a.size === b.size && [...a].every((src) => b.has(src));
