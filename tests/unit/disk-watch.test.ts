import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { nextSegmentOf } from '#server/db/wal-flush.js';
import { createDiskWatch, isDiskFull } from '#server/lib/disk-space.js';

/** A logger that keeps its lines: the watch's only output. */
function recordingLog() {
  const lines: { level: string; obj: Record<string, unknown>; msg: string }[] = [];
  const at = (level: string) => (obj: Record<string, unknown>, msg: string) => lines.push({ level, obj, msg });
  return { lines, log: { error: at('error'), warn: at('warn') } as unknown as FastifyBaseLogger };
}

const noSpace = Object.assign(new Error('could not extend file "base/5/16683": No space left on device'), { code: '53100' });

describe('a full disk', () => {
  it('is read from the code of the failure or of the failure it wraps', () => {
    expect(isDiskFull(noSpace)).toBe(true);
    expect(isDiskFull(new Error('Failed query: insert …', { cause: noSpace }))).toBe(true);
    expect(isDiskFull(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }))).toBe(true);
    expect(isDiskFull(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDiskFull(new Error('plain'))).toBe(false);
  });

  it('is logged once a minute at most, with the writes refused meanwhile, and once when it is over', () => {
    let now = 0;
    const watch = createDiskWatch({ now: () => now });
    const { lines, log } = recordingLog();
    expect(watch.state).toBe('ok');
    for (let i = 0; i < 50; i++) {
      watch.noteFull(noSpace, log);
      now += 1000;
    }
    expect(watch.state).toBe('full');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'error', obj: { fault: 'disk-full', refusedWrites: 1 } });
    now += 10_000;
    watch.noteFull(noSpace, log);
    expect(lines).toHaveLength(2);
    expect(lines[1]?.obj.refusedWrites).toBe(50);

    // A write that fits between refusals does not end it; writes with none refused for 10 s do.
    watch.noteWritten(log);
    expect(watch.state).toBe('full');
    now += 10_000;
    watch.noteWritten(log);
    expect(watch.state).toBe('ok');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatchObject({ level: 'warn', msg: 'disk space is back: writes are taken again' });
  });

  it('has the WAL segment after the current one made ahead under the right name', () => {
    expect(nextSegmentOf('000000010000000000000001')).toBe('000000010000000000000002');
    expect(nextSegmentOf('00000001000000000000001F')).toBe('000000010000000000000020');
    expect(nextSegmentOf('0000000100000003000000FF')).toBe('000000010000000400000000');
  });
});
