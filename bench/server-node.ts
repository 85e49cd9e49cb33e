import { NEWEST_SUPPORTED, nodeBinary, withNodeOnPath } from '../scripts/supported-node.js';

let chosen: string | undefined;

/**
 * The `node` the bench runs the shop with: the newest version the shop supports (fetched from the
 * npm registry once), not whatever runs the bench, which may be one the shop does not support.
 * BENCH_NODE=/path/to/node picks another.
 */
export function serverNode(): string {
  chosen ??= process.env.BENCH_NODE ?? nodeBinary(NEWEST_SUPPORTED);
  return chosen;
}

/** An environment whose PATH finds serverNode() first (for `npm start`). */
export function withServerNodeOnPath(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return withNodeOnPath(serverNode(), env);
}
