import { appendFile, readFile } from 'node:fs/promises';

/**
 * ONNX files are protobuf `ModelProto` messages, and protobuf merges a repeated field written after the others into
 * the same list: appending `metadata_props` entries (field 14) to a model file adds them without parsing the model.
 * sherpa-onnx reads a Piper voice's sample rate, speaker count and phonemiser language from these entries.
 */
export async function appendOnnxMetadata(path: string, entries: Readonly<Record<string, string | number>>): Promise<void> {
  await appendFile(path, onnxMetadataBytes(entries));
}

/** The bytes of `metadata_props` entries (`StringStringEntryProto { key = 1; value = 2 }`). */
export function onnxMetadataBytes(entries: Readonly<Record<string, string | number>>): Buffer {
  return Buffer.concat(
    Object.entries(entries).map(([key, value]) => lengthDelimited(METADATA_PROPS_FIELD, Buffer.concat([lengthDelimited(1, text(key)), lengthDelimited(2, text(String(value)))]))),
  );
}

const METADATA_PROPS_FIELD = 14;

/** A model file's `metadata_props`, read by walking its top-level protobuf fields (the graph is skipped, not parsed). */
export async function readOnnxMetadata(path: string): Promise<Map<string, string>> {
  return onnxMetadataOf(await readFile(path));
}

/** Throws when the bytes are not a well-formed protobuf message at the top level. */
export function onnxMetadataOf(bytes: Uint8Array): Map<string, string> {
  const metadata = new Map<string, string>();
  for (const field of fieldsOf(bytes)) {
    if (field.number !== METADATA_PROPS_FIELD || !field.body) continue;
    let key = '';
    let value = '';
    for (const part of fieldsOf(field.body)) {
      if (part.number === 1 && part.body) key = Buffer.from(part.body).toString('utf8');
      if (part.number === 2 && part.body) value = Buffer.from(part.body).toString('utf8');
    }
    metadata.set(key, value);
  }
  return metadata;
}

interface Field {
  number: number;
  /** Present for length-delimited fields. */
  body?: Uint8Array;
}

function* fieldsOf(bytes: Uint8Array): Generator<Field> {
  let offset = 0;
  const readVarint = (): number => {
    let value = 0;
    let scale = 1;
    for (;;) {
      if (offset >= bytes.length) throw new Error('not an ONNX model: a field runs past the end of the file');
      const byte = bytes[offset++]!;
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) return value;
      scale *= 0x80;
      if (scale > 2 ** 63) throw new Error('not an ONNX model: an over-long varint');
    }
  };
  while (offset < bytes.length) {
    const tag = readVarint();
    const number = Math.floor(tag / 8);
    const wire = tag % 8;
    if (number === 0) throw new Error('not an ONNX model: field number 0');
    if (wire === 0) readVarint();
    else if (wire === 1) offset += 8;
    else if (wire === 5) offset += 4;
    else if (wire === 2) {
      const length = readVarint();
      if (offset + length > bytes.length) throw new Error('not an ONNX model: a field runs past the end of the file');
      yield { number, body: bytes.subarray(offset, offset + length) };
      offset += length;
      continue;
    } else throw new Error(`not an ONNX model: wire type ${wire}`);
    if (offset > bytes.length) throw new Error('not an ONNX model: a field runs past the end of the file');
    yield { number };
  }
}

/** A protobuf field of wire type 2 (bytes, strings and embedded messages). */
export function lengthDelimited(field: number, body: Buffer): Buffer {
  return Buffer.concat([varint((field << 3) | 2), varint(body.length), body]);
}

/** A protobuf varint field (wire type 0). */
export function varintField(field: number, value: number): Buffer {
  return Buffer.concat([varint(field << 3), varint(value)]);
}

export function varint(value: number): Buffer {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`not a protobuf varint: ${value}`);
  const bytes: number[] = [];
  let rest = value;
  while (rest >= 0x80) {
    bytes.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  bytes.push(rest);
  return Buffer.from(bytes);
}

export function text(value: string): Buffer {
  return Buffer.from(value, 'utf8');
}
