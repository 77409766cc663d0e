import { readFile } from 'node:fs/promises';

/** CPU time (user + system) a process has used so far, from /proc; null where /proc is not available. */
export async function readProcessCpuMs(pid: number | undefined): Promise<number | null> {
  if (pid === undefined) return null;
  try {
    const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / 100 : null;
  } catch {
    return null;
  }
}
