import { execFileSync, spawnSync } from 'node:child_process';

/**
 * Bills read back as text with poppler's pdftotext, the way a person's PDF viewer or an
 * accountant's tool reads them. Debian's poppler-utils is installed when it is missing (as root,
 * like scripts/e2e.mjs installs Chromium); apt waits for a lock another test file holds.
 */

const hasPdftotext = () => spawnSync('pdftotext', ['-v']).status === 0;

export function ensurePdftotext(): void {
  if (hasPdftotext()) return;
  if (process.getuid?.() !== 0) {
    throw new Error('pdftotext is missing: run "sudo apt-get install -y poppler-utils", then the tests again.');
  }
  const apt = 'apt-get -o DPkg::Lock::Timeout=300';
  execFileSync('sh', ['-c', `${apt} update -qq && DEBIAN_FRONTEND=noninteractive ${apt} install -y -qq poppler-utils`], {
    stdio: 'ignore',
  });
  if (!hasPdftotext()) throw new Error('poppler-utils was installed but pdftotext does not run');
}

/** The PDF's text with its layout kept (a table row stays on one line); pages end with a form feed. */
export function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');
}

/** The pages of the PDF's text, without the empty one after the last form feed. */
export function pdfPages(pdf: Buffer): string[] {
  return pdfText(pdf)
    .split('\f')
    .filter((page) => page.trim() !== '');
}

/** Matches `words` in order on one line, any run of spaces between them (a row of the bill's table). */
export function rowPattern(...words: string[]): RegExp {
  const escaped = words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^.*${escaped.join('\\s+')}.*$`, 'm');
}

/** A word of a PDF page and its box, in points from the page's top left. */
export interface PdfWord {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** Each page's size and words, as pdftotext -bbox finds them (a word wholly off the paper is not found at all). */
export function pdfPagesWithWords(pdf: Buffer): { width: number; height: number; words: PdfWord[] }[] {
  const html = execFileSync('pdftotext', ['-bbox', '-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');
  return html
    .split('<page ')
    .slice(1)
    .map((page) => ({
      width: Number(/width="([\d.]+)"/.exec(page)?.[1]),
      height: Number(/height="([\d.]+)"/.exec(page)?.[1]),
      words: [...page.matchAll(/<word xMin="([\d.-]+)" yMin="([\d.-]+)" xMax="([\d.-]+)" yMax="([\d.-]+)">([^<]*)<\/word>/g)].map(
        ([, xMin, yMin, xMax, yMax, text]) => ({
          text: text ?? '',
          xMin: Number(xMin),
          yMin: Number(yMin),
          xMax: Number(xMax),
          yMax: Number(yMax),
        }),
      ),
    }));
}

/** The words a page cuts: those crossing its edge. */
export function wordsCutOff(pdf: Buffer): string[] {
  return pdfPagesWithWords(pdf).flatMap((page) =>
    page.words
      .filter((word) => word.xMin < 0 || word.yMin < 0 || word.xMax > page.width || word.yMax > page.height)
      .map((word) => word.text),
  );
}
