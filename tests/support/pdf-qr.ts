import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A QR code on a bill as a phone's camera meets it: the first page drawn by poppler's pdftoppm
 * (with pdftotext in tests/support/pdf-text.ts) into grey pixels, and the code's modules read
 * at the centre of each. The code is found by the PDF's link annotation over it (a bill's QR
 * code is also a link), whose target is answered too.
 */

/** Every link annotation of the PDF: its target and its rectangle in points, from the page's bottom left. */
export function pdfLinks(pdf: Buffer): { uri: string; rect: [number, number, number, number] }[] {
  const raw = pdf.toString('latin1');
  // pdfkit writes each link's action as an object of its own, which the annotation names.
  const actions = new Map<string, string>();
  for (const match of raw.matchAll(/(\d+) 0 obj\s*<<\s*\/S \/URI\s*\/URI \(((?:\\.|[^\\)])*)\)/g)) {
    actions.set(match[1]!, match[2]!.replace(/\\(.)/g, '$1'));
  }
  const links: { uri: string; rect: [number, number, number, number] }[] = [];
  for (const match of raw.matchAll(/\/Subtype \/Link\s*\/A (\d+) 0 R[^>]*?\/Rect \[([^\]]+)\]/g)) {
    const rect = match[2]!.trim().split(/\s+/).map(Number) as [number, number, number, number];
    links.push({ uri: actions.get(match[1]!) ?? '', rect });
  }
  return links;
}

/** The first page as grey pixels (0 black to 255 white) at `dpi`. */
function firstPageGrey(pdf: Buffer, dpi: number): { width: number; height: number; pixels: Uint8Array } {
  const dir = mkdtempSync(path.join(tmpdir(), 'bill-qr-'));
  try {
    const file = path.join(dir, 'page.pdf');
    writeFileSync(file, pdf);
    execFileSync('pdftoppm', ['-gray', '-r', String(dpi), '-f', '1', '-l', '1', '-singlefile', file, path.join(dir, 'page')]);
    const pgm = readFileSync(path.join(dir, 'page.pgm'));
    // P5, width, height, maxval, each after whitespace, then one byte a pixel.
    const header = pgm.toString('latin1', 0, 64).match(/^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/);
    if (!header) throw new Error('pdftoppm wrote no PGM');
    return { width: Number(header[1]), height: Number(header[2]), pixels: pgm.subarray(header[0].length) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The modules of the square of `rect` (PDF points) on the first page, `size` a side, `true` where
 * dark: read at each module's centre from a 300 dpi drawing of the page.
 */
export function qrModulesAt(pdf: Buffer, rect: [number, number, number, number], size: number): boolean[][] {
  const dpi = 300;
  const scale = dpi / 72;
  const page = firstPageGrey(pdf, dpi);
  const [x1, y1, x2, y2] = rect;
  const pageHeightPt = page.height / scale;
  const side = (x2 - x1) / size;
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, column) => {
      const x = Math.round((x1 + (column + 0.5) * side) * scale);
      // PDF y grows upwards from the bottom; the picture's rows go down from the top.
      const y = Math.round((pageHeightPt - (y2 - ((row + 0.5) * (y2 - y1)) / size)) * scale);
      return (page.pixels[y * page.width + x] ?? 255) < 128;
    }),
  );
}
