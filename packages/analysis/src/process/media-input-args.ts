/**
 * The demuxers a recording may be read with, by ffmpeg's names: MP4/MOV (and 3GP, M4A: one demuxer), Matroska/WebM
 * (video or audio only), AVI, ASF (WMV), and the audio-only MP3, WAV and Ogg (Vorbis, Opus). None of them opens other
 * files (MOV's external data references stay off, ffmpeg's default). Playlists (HLS, DASH), concat lists and the like
 * are left out on purpose: they would make ffmpeg read other files of the server, whatever the file is named.
 */
export const ALLOWED_DEMUXERS = ['mov', 'mp4', 'matroska', 'webm', 'avi', 'asf', 'mp3', 'wav', 'ogg'] as const;

/** Only the file itself or a pipe: no network, no `concat:`/`subfile:` protocols that reach other data. */
export const ALLOWED_PROTOCOLS = ['file', 'pipe'] as const;

/**
 * The input arguments every ffprobe/ffmpeg run on user media starts with. The `file:` prefix makes a name
 * that looks like a protocol (`concat:a|b`) a plain file name.
 */
export function mediaInputArgs(file: string): string[] {
  return [
    '-protocol_whitelist', ALLOWED_PROTOCOLS.join(','),
    '-format_whitelist', ALLOWED_DEMUXERS.join(','),
    '-i', `file:${file}`,
  ];
}

/** The same restrictions for a recording read from standard input while it streams in (a probe during upload). */
export function mediaPipeInputArgs(): string[] {
  return [
    '-protocol_whitelist', ALLOWED_PROTOCOLS.join(','),
    '-format_whitelist', ALLOWED_DEMUXERS.join(','),
    '-i', 'pipe:0',
  ];
}
