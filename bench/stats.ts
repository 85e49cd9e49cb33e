import { readFileSync } from 'node:fs';

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Peak (VmHWM) and current (VmRSS) resident memory of a process, in MB, from /proc/<pid>/status. */
export function residentMemory(pid: number): { peakMb: number; currentMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (name: string) => {
    const match = new RegExp(`^${name}:\\s+(\\d+) kB$`, 'm').exec(status);
    if (!match?.[1]) throw new Error(`${name} missing from /proc/${pid}/status`);
    return Number(match[1]) / 1024;
  };
  return { peakMb: mb('VmHWM'), currentMb: mb('VmRSS') };
}
