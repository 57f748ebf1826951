/**
 * The little of fontkit (pdfkit's font engine, without types of its own) the sandbox uses: it
 * parses the CJK font once per process and gives pdfkit the parsed font, which pdfkit takes in
 * place of the font's bytes (`registerFont`, whose types name only bytes and paths).
 */
declare module 'fontkit' {
  /** A parsed font, as pdfkit lays text out and subsets it with. */
  export interface Font {
    /** Lays a run out, with OpenType features turned on or off by tag (fontkit's defaults without). */
    layout(text: string, features?: Readonly<Record<string, boolean>>): unknown;
    /** The glyphs of a text's characters, one by one (the font's character map). */
    glyphsForString(text: string): Glyph[];
  }
  /** A glyph: its id, its advance in font units, and the characters it stands for. */
  export interface Glyph {
    id: number;
    advanceWidth: number;
    codePoints: number[];
  }
  export function create(data: Uint8Array, postscriptName?: string): Font;

  global {
    namespace PDFKit.Mixins {
      interface PDFFont {
        registerFont(name: string, src: Font, family?: string): this;
      }
    }
  }
}
