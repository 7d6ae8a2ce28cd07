import { PassThrough, type Readable } from 'node:stream';
import type { StreamingProbe } from '../../shared/analysis-engine.ts';

/**
 * The upload as the object store reads it, each chunk also handed to `probe` as it passes. The store sets the pace
 * (the probe buffers what it is behind, up to its own limit); the probe is ended when the upload ends, fails or is cut
 * off, and an upload's error reaches the store.
 */
export function throughProbe(body: Readable, probe: StreamingProbe): Readable {
  const out = new PassThrough();
  // The store starts reading only after an await (its folder, its multipart upload): an upload failing meanwhile
  // destroys `out` with the error, and an 'error' with no listener would kill the process. The store still sees the
  // error (a stream destroyed with one stays errored), so this listener only has to exist.
  out.on('error', () => {});
  body.pipe(out);
  body.on('data', (chunk: Buffer) => probe.write(chunk));
  body.on('end', () => probe.end());
  body.on('close', () => probe.end());
  body.on('error', (error) => {
    probe.end();
    out.destroy(error);
  });
  return out;
}
