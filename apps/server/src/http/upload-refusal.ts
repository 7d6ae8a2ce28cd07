/**
 * A multipart upload refused while it was being read: no file, a malformed or cut-off body (400), or
 * a file over the limit (413). The route answers `status` with `message` in its error shape.
 */
export class UploadRefusal extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
    this.name = 'UploadRefusal';
  }
}
