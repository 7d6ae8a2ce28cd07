import { describe, expect, it } from 'vitest';
import { LOCAL_LLM_NEEDS, machineFitProblem, machineResourcesOf } from './machine-fit.ts';

const MEMINFO = ['MemTotal:       16303428 kB', 'MemFree:         1203456 kB', 'MemAvailable:    6291456 kB', 'Buffers:          204800 kB'].join('\n');
const cpuinfo = (flags: string) =>
  ['processor\t: 0', 'model name\t: Example CPU', `flags\t\t: ${flags}`, '', 'processor\t: 1', 'model name\t: Example CPU', `flags\t\t: ${flags}`].join('\n');
const GB = 1024 ** 3;

describe('reading the machine from /proc text', () => {
  it('takes MemAvailable in kB and the first processor’s flags', () => {
    const machine = machineResourcesOf(MEMINFO, cpuinfo('fpu sse4_2 avx avx2 fma'), 10 * GB);
    expect(machine.freeMemoryBytes).toBe(6291456 * 1024);
    expect(machine.freeDiskBytes).toBe(10 * GB);
    expect([...machine.cpuFlags]).toEqual(['fpu', 'sse4_2', 'avx', 'avx2', 'fma']);
  });

  it('reads text that says nothing (not Linux) as no memory and no flags', () => {
    expect(machineResourcesOf('', '', null)).toEqual({ freeMemoryBytes: 0, freeDiskBytes: null, cpuFlags: new Set() });
  });
});

describe('whether the machine can run the local model', () => {
  const fit = { freeMemoryBytes: 6 * GB, freeDiskBytes: 10 * GB, cpuFlags: new Set(['avx2']) };

  it('says nothing when memory, disk and AVX2 are there, or when nothing needs downloading', () => {
    expect(machineFitProblem(fit)).toBeNull();
    expect(machineFitProblem({ ...fit, freeDiskBytes: null })).toBeNull();
    expect(machineFitProblem({ ...fit, freeMemoryBytes: LOCAL_LLM_NEEDS.freeMemoryBytes, freeDiskBytes: LOCAL_LLM_NEEDS.freeDiskBytes })).toBeNull();
  });

  it('names the missing AVX2 first', () => {
    const noAvx2 = machineResourcesOf(MEMINFO, cpuinfo('fpu sse4_2 avx'), 10 * GB);
    expect(machineFitProblem(noAvx2)).toBe('this processor has no AVX2, which llama.cpp needs to run it at a usable speed');
    expect(machineFitProblem({ ...noAvx2, freeMemoryBytes: 0 })).toMatch(/no AVX2/);
  });

  it('names too little memory, then too little disk, in GB', () => {
    expect(machineFitProblem(machineResourcesOf('MemAvailable:    2097152 kB', cpuinfo('avx2'), 10 * GB))).toBe('2.0 GB of memory is free and it needs 4.0 GB');
    expect(machineFitProblem({ ...fit, freeDiskBytes: 1.5 * GB })).toBe('1.5 GB of disk is free and it needs 3.0 GB');
    expect(machineFitProblem({ ...fit, freeMemoryBytes: GB, freeDiskBytes: GB })).toMatch(/of memory is free/);
  });
});
