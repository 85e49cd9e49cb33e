import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Font } from 'fontkit';

/**
 * The PDF library and the bill's fonts, loaded on the first bill rather than at start-up: most
 * processes never draw one, and pdfkit with two 600 KB fonts is not free to load.
 *
 * The fonts are Noto Sans (SIL Open Font License, in @expo-google-fonts/noto-sans, the licence
 * beside them): this build of it carries Latin, the rupee sign ₹ and Devanagari in one file, so
 * an English and a Hindi or Marathi product name print from the same font without switching.
 */

const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
} as const;

export type PdfDocument = PDFKit.PDFDocument;
/** pdfkit takes a parsed fontkit font where its types say only file or bytes. */
type FontSource = PDFKit.Mixins.PDFFontSource;

export interface PdfKit {
  PDFDocument: typeof import('pdfkit');
  fonts: { regular: FontSource; bold: FontSource };
}

let loading: Promise<PdfKit> | undefined;

async function load(): Promise<PdfKit> {
  const [{ default: PDFDocument }, fontkit, regular, bold] = await Promise.all([
    import('pdfkit'),
    import('fontkit'),
    readFile(require.resolve(FONT_FILES.regular)),
    readFile(require.resolve(FONT_FILES.bold)),
  ]);
  // Parsed once and shared by every bill: fontkit keeps its shaping tables and glyphs between
  // documents, which takes a bill from about 150 ms to about 10 (each bill still embeds only the
  // glyphs it uses).
  const parse = (bytes: Buffer) => fontkit.create(bytes) as Font as unknown as FontSource;
  return { PDFDocument, fonts: { regular: parse(regular), bold: parse(bold) } };
}

/** pdfkit and the parsed fonts, made once per process; a failed load is tried again next time. */
export function loadPdfKit(): Promise<PdfKit> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
