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

/** CPU time a process has used so far (user and system, all its threads), in ms, from /proc/<pid>/stat. */
export function cpuTimeMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name (which may hold spaces) close with ')'; utime and stime are the 12th and 13th after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Linux counts them in USER_HZ, 100 a second on every architecture it exports it for.
  const ticksPerSecond = 100;
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}
