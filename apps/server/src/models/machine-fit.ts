import { readFile, statfs } from 'node:fs/promises';
import { dirname } from 'node:path';

/** What the local language model needs of the machine (decision 066): its memory while it runs, room for its file, AVX2. */
export const LOCAL_LLM_NEEDS = { freeMemoryBytes: 4 * 1024 ** 3, freeDiskBytes: 3 * 1024 ** 3 } as const;

export interface MachineResources {
  /** Memory the kernel can give a new process (MemAvailable). */
  freeMemoryBytes: number;
  /** Free space where the model goes; null when it is already there (nothing to download). */
  freeDiskBytes: number | null;
  /** The CPU's feature flags (/proc/cpuinfo). */
  cpuFlags: ReadonlySet<string>;
}

/** Why this machine cannot run the local model, in the admin's words; null when it can. */
export function machineFitProblem(machine: MachineResources): string | null {
  const gb = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(1)} GB`;
  if (!machine.cpuFlags.has('avx2')) return 'this processor has no AVX2, which llama.cpp needs to run it at a usable speed';
  if (machine.freeMemoryBytes < LOCAL_LLM_NEEDS.freeMemoryBytes) {
    return `${gb(machine.freeMemoryBytes)} of memory is free and it needs ${gb(LOCAL_LLM_NEEDS.freeMemoryBytes)}`;
  }
  if (machine.freeDiskBytes !== null && machine.freeDiskBytes < LOCAL_LLM_NEEDS.freeDiskBytes) {
    return `${gb(machine.freeDiskBytes)} of disk is free and it needs ${gb(LOCAL_LLM_NEEDS.freeDiskBytes)}`;
  }
  return null;
}

/** Reads this machine's resources (Linux; elsewhere the flags and available memory are unknown and read as none). */
export async function readMachineResources(modelsDir: string, needsDownload: boolean): Promise<MachineResources> {
  const [meminfo, cpuinfo] = await Promise.all([readFile('/proc/meminfo', 'utf8').catch(() => ''), readFile('/proc/cpuinfo', 'utf8').catch(() => '')]);
  return machineResourcesOf(meminfo, cpuinfo, needsDownload ? await freeDiskBytes(modelsDir) : null);
}

/** The resources /proc/meminfo and /proc/cpuinfo describe; text that says nothing reads as no memory and no flags. */
export function machineResourcesOf(meminfo: string, cpuinfo: string, freeDiskBytes: number | null): MachineResources {
  const available = /^MemAvailable:\s+(\d+) kB/m.exec(meminfo);
  const flags = /^flags\s*:\s*(.*)$/m.exec(cpuinfo)?.[1] ?? '';
  return {
    freeMemoryBytes: available ? Number(available[1]) * 1024 : 0,
    freeDiskBytes,
    cpuFlags: new Set(flags.split(/\s+/).filter(Boolean)),
  };
}

/** Free bytes on the file system of `dir`, or of its nearest existing parent (DATA_DIR/models may not exist yet). */
async function freeDiskBytes(dir: string): Promise<number> {
  for (let at = dir; ; at = dirname(at)) {
    try {
      const fs = await statfs(at);
      return fs.bavail * fs.bsize;
    } catch (error) {
      if (dirname(at) === at) throw error;
    }
  }
}
