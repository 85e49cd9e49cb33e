// Renders the app's PNG icons from public/icons/*.svg (run: npx tsx scripts/make-icons.ts).
// The PNGs are committed; run this again only after changing the SVGs.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const dir = path.resolve('public/icons');
const appIcon = await readFile(path.join(dir, 'app-icon.svg'));
const logo = await readFile(path.join(dir, 'logo.svg'));

const outputs: { file: string; svg: Buffer; size: number }[] = [
  { file: 'pwa-192x192.png', svg: appIcon, size: 192 },
  { file: 'pwa-512x512.png', svg: appIcon, size: 512 },
  { file: 'maskable-512x512.png', svg: appIcon, size: 512 },
  { file: 'apple-touch-icon-180x180.png', svg: appIcon, size: 180 },
  { file: 'favicon-32x32.png', svg: logo, size: 32 },
];

for (const { file, svg, size } of outputs) {
  await sharp(svg, { density: 300 }).resize(size, size).png({ compressionLevel: 9, palette: true }).toFile(path.join(dir, file));
  console.log(`public/icons/${file}`);
}
