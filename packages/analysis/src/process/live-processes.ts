import { readdir, readFile } from 'node:fs/promises';

/**
 * For tests that check a child was really killed: the processes still running (zombies, which are only waiting to
 * be reaped, do not count) that match. Reads /proc, Linux only.
 */
export async function liveProcesses(match: { processGroup?: number; commandLineIncludes?: string }): Promise<number[]> {
  const found: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid pgrp …: comm may hold spaces and parentheses, so read after its last ')'.
      const [state, , processGroup] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (state === 'Z' || state === 'X') continue;
      if (match.processGroup !== undefined && Number(processGroup) !== match.processGroup) continue;
      if (match.commandLineIncludes !== undefined) {
        const commandLine = (await readFile(`/proc/${entry}/cmdline`, 'utf8')).replaceAll('\0', ' ');
        if (!commandLine.includes(match.commandLineIncludes)) continue;
      }
      found.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return found;
}

/** Polls until no process matches (a SIGKILLed process takes a moment to leave), or gives up after `tries`. */
export async function waitUntilNoneLive(match: Parameters<typeof liveProcesses>[0], tries = 100): Promise<number[]> {
  let live = await liveProcesses(match);
  for (let i = 0; i < tries && live.length > 0; i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    live = await liveProcesses(match);
  }
  return live;
}
