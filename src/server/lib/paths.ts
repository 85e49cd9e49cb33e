import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root: the nearest folder above this file with a package.json (works from src/ and dist/). */
function findRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above the server code');
    dir = parent;
  }
  return dir;
}

export const rootDir = findRoot();
export const migrationsDir = path.join(rootDir, 'src/server/db/migrations');
export const webDistDir = path.join(rootDir, 'dist/web');
