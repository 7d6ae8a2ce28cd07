export interface FrameSize {
  width: number;
  height: number;
}

/** The size frames are scaled to: `targetWidth` wide, aspect kept, both sides even (as yuv→rgb scalers want). */
export function scaledFrameSize(source: FrameSize, targetWidth: number): FrameSize {
  const width = Math.max(2, Math.round(targetWidth / 2) * 2);
  if (source.width <= 0 || source.height <= 0) throw new Error(`invalid video size ${source.width}x${source.height}`);
  const height = Math.max(2, Math.round((width * source.height) / source.width / 2) * 2);
  return { width, height };
}
