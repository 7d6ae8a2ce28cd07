/**
 * The samples of a 16-bit PCM mono WAV file as floats in [-1, 1): what whisper.cpp takes. Walks the RIFF chunks, so a
 * LIST chunk before the data does not matter. Null when the bytes are not such a file.
 */
export function wavSamples(bytes: Buffer): Float32Array | null {
  if (bytes.length < 12 || bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WAVE') return null;
  let format: { channels: number; bits: number; pcm: boolean } | null = null;
  for (let offset = 12; offset + 8 <= bytes.length; ) {
    const id = bytes.toString('ascii', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    if (id === 'fmt ' && offset + 24 <= bytes.length) {
      format = { pcm: bytes.readUInt16LE(offset + 8) === 1, channels: bytes.readUInt16LE(offset + 10), bits: bytes.readUInt16LE(offset + 22) };
    }
    if (id === 'data') {
      if (!format?.pcm || format.channels !== 1 || format.bits !== 16) return null;
      // A WAV written to a pipe cannot go back to fill in its size: 0 or 0xFFFFFFFF, and the rest of the file is data.
      const available = bytes.length - (offset + 8);
      const length = Math.floor((size === 0 || size > available ? available : size) / 2);
      const samples = new Float32Array(length);
      for (let i = 0; i < length; i += 1) samples[i] = bytes.readInt16LE(offset + 8 + 2 * i) / 32768;
      return samples;
    }
    offset += 8 + size + (size % 2);
  }
  return null;
}
