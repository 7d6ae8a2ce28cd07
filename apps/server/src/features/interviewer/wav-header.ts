/** The facts of a PCM WAV stream, read from its header and the bytes that follow. */
export interface WavFacts {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  /** Seconds, from the PCM bytes actually present (a streamed WAV's header cannot know its length). */
  duration: number;
}

/** Reads a RIFF/WAVE PCM file; null when the bytes are not one. */
export function readWavFacts(bytes: Buffer): WavFacts | null {
  if (bytes.length < 44 || bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WAVE') return null;
  let offset = 12;
  let format: { sampleRate: number; channels: number; bitsPerSample: number; audioFormat: number } | null = null;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('ascii', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ' && body + 16 <= bytes.length) {
      format = {
        audioFormat: bytes.readUInt16LE(body),
        channels: bytes.readUInt16LE(body + 2),
        sampleRate: bytes.readUInt32LE(body + 4),
        bitsPerSample: bytes.readUInt16LE(body + 14),
      };
    } else if (id === 'data') {
      if (!format || format.audioFormat !== 1 || format.channels < 1 || format.sampleRate < 1 || format.bitsPerSample % 8 !== 0) return null;
      const present = Math.min(size, bytes.length - body);
      const frameBytes = format.channels * (format.bitsPerSample / 8);
      const { audioFormat: _pcm, ...facts } = format;
      return { ...facts, duration: Math.floor(present / frameBytes) / format.sampleRate };
    }
    offset = body + size + (size % 2);
  }
  return null;
}

/** The data size a header gives a stream whose length is not known yet: "very long", as espeak-ng's `--stdout` header says. */
const STREAMING_DATA_BYTES = 0x7fff_f000;

/**
 * A 16-bit mono PCM WAV header. Without `dataBytes` it heads a stream whose length is not known yet, and players stop
 * at the end of the bytes.
 */
export function pcmWavHeader(sampleRate: number, dataBytes = STREAMING_DATA_BYTES): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(dataBytes + 36, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}
