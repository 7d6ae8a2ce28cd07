import { open, writeFile } from 'node:fs/promises';
import { SAMPLE_RATE } from './sample-rate.ts';

/** The data size a header gives a stream whose length is not known yet: "very long", as espeak-ng's `--stdout` header says. */
const STREAMING_DATA_BYTES = 0x7fff_f000;

/**
 * A 16-bit mono PCM WAV header (44 bytes). Without `dataBytes` it heads a stream whose length is not known yet, and
 * players stop at the end of the bytes.
 */
export function pcmWavHeader(sampleRate: number, dataBytes = STREAMING_DATA_BYTES): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

/** 16-bit PCM mono WAV bytes (44-byte RIFF header + samples): the only input format PocketSphinx accepts without silently printing nothing. */
export function encodeWav(samples: Float32Array, sampleRate = SAMPLE_RATE): Buffer {
  const dataBytes = samples.length * 2;
  const buffer = Buffer.alloc(44 + dataBytes);
  pcmWavHeader(sampleRate, dataBytes).copy(buffer, 0);
  for (let i = 0; i < samples.length; i++) {
    const value = Math.round((samples[i] ?? 0) * 32768);
    buffer.writeInt16LE(Math.max(-32768, Math.min(32767, value)), 44 + i * 2);
  }
  return buffer;
}

export async function writeWav(path: string, samples: Float32Array): Promise<void> {
  await writeFile(path, encodeWav(samples));
}

/**
 * Seconds of sound in a PCM WAV file's header: the data chunk's length over the byte rate, walking the RIFF chunks so
 * that a LIST chunk before the data does not matter. Null when the bytes are not a WAV header.
 */
export function wavHeaderSeconds(header: Buffer, fileSize: number): number | null {
  if (header.length < 12 || header.toString('ascii', 0, 4) !== 'RIFF' || header.toString('ascii', 8, 12) !== 'WAVE') return null;
  let byteRate = 0;
  for (let offset = 12; offset + 8 <= header.length; ) {
    const id = header.toString('ascii', offset, offset + 4);
    const size = header.readUInt32LE(offset + 4);
    if (id === 'fmt ' && offset + 20 <= header.length) byteRate = header.readUInt32LE(offset + 16);
    if (id === 'data') {
      if (byteRate <= 0) return null;
      // A WAV written to a pipe cannot go back to fill in its size: 0 or 0xFFFFFFFF, and the rest of the file is data.
      const available = fileSize - (offset + 8);
      return (size === 0 || size > available ? available : size) / byteRate;
    }
    offset += 8 + size + (size % 2);
  }
  return null;
}

/** `wavHeaderSeconds` of a file. */
export async function wavFileSeconds(path: string): Promise<number | null> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const header = Buffer.alloc(Math.min(size, 4096));
    await file.read(header, 0, header.length, 0);
    return wavHeaderSeconds(header, size);
  } finally {
    await file.close();
  }
}
