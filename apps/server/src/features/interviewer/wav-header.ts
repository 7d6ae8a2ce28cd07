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

