import fc from 'fast-check';
import type { Caller } from './documented-request-arbitrary.ts';

/**
 * Requests to a multipart upload route. Its form is described in words in the document (a streamed file is not
 * validated as a schema, which would buffer it), so these are made by hand: a playable recording, broken forms and
 * bytes, and for the mock upload a link that is missing, tampered with or another user's.
 */
export interface UploadCase {
  caller: Caller;
  content: 'recording' | 'not a video' | 'empty file' | 'no file field' | 'cut off half-way' | 'not multipart';
  link: 'own' | 'none' | 'tampered' | 'foreign';
  kind: string;
}

const CONTENTS: ReadonlyArray<UploadCase['content']> = ['recording', 'not a video', 'empty file', 'no file field', 'cut off half-way', 'not multipart'];
const LINKS: ReadonlyArray<UploadCase['link']> = ['own', 'none', 'tampered', 'foreign'];

export function uploadCaseArbitrary(callers: readonly Caller[], withLink: boolean): fc.Arbitrary<UploadCase> {
  return fc
    .record({
      caller: fc.constantFrom(...callers),
      content: fc.oneof({ arbitrary: fc.constant<UploadCase['content']>('recording'), weight: 4 }, { arbitrary: fc.constantFrom(...CONTENTS), weight: 5 }),
      link: withLink ? fc.oneof({ arbitrary: fc.constant<UploadCase['link']>('own'), weight: 3 }, { arbitrary: fc.constantFrom(...LINKS), weight: 1 }) : fc.constant<UploadCase['link']>('own'),
    })
    .map((upload) => ({ ...upload, kind: withLink ? `${upload.content}, ${upload.link} link` : upload.content }));
}

/** The request body and its content type for `content`, the file in `field`. */
export function uploadBody(content: UploadCase['content'], field: string, recording: Uint8Array, name: string): { body: Uint8Array; contentType: string } {
  const boundary = '----rehearse-openapi-check';
  const part = (fieldName: string, file: Uint8Array) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${fieldName}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
  const multipart = `multipart/form-data; boundary=${boundary}`;
  switch (content) {
    case 'recording':
      return { body: part(field, recording), contentType: multipart };
    case 'not a video':
      return { body: part(field, Buffer.from('#EXTM3U\n#EXT-X-ENDLIST\n'.repeat(20))), contentType: multipart };
    case 'empty file':
      return { body: part(field, new Uint8Array()), contentType: multipart };
    case 'no file field':
      return { body: part('something_else', recording), contentType: multipart };
    case 'cut off half-way': {
      const whole = part(field, recording);
      return { body: whole.subarray(0, Math.floor(whole.length / 2)), contentType: multipart };
    }
    case 'not multipart':
      return { body: Buffer.from(JSON.stringify({ [field]: 'recording.webm' })), contentType: 'application/json' };
  }
}
