import { loadPdfKit, type PdfDocument } from './pdf-kit.js';

/**
 * A bill's PDF document, on A4 or on a thermal printer's roll, with the bill's fonts registered:
 * the words are all in Noto Sans (pdf-kit.ts). `finish` ends it and answers its bytes.
 */
export async function openBillDocument(options: {
  size: [number, number] | 'A4';
  margin: number;
  title: string;
  author: string;
}): Promise<{ doc: PdfDocument; finish(): Promise<Buffer> }> {
  const { PDFDocument, fonts } = await loadPdfKit();
  const doc = new PDFDocument({
    size: options.size,
    margin: options.margin,
    bufferPages: true,
    // No default Helvetica: every word is in Noto Sans, registered below.
    font: '',
    lang: 'en-IN',
    displayTitle: true,
    info: { Title: options.title, Author: options.author },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  return {
    doc,
    async finish() {
      doc.end();
      await ended;
      return Buffer.concat(chunks);
    },
  };
}
