/** whisper.cpp gains little past four threads on the small English models. */
const MOST_THREADS = 4;

/**
 * whisper.cpp's threads for one transcription: the machine's cores, less the one the video branch takes while it runs
 * beside the audio branch. ggml's threads spin while they wait for each other, so more threads than free cores cost
 * far more than they give: on two cores with the video branch running, two threads made the whole analysis 0.38× real
 * time and one thread 0.29× (`npm run bench:analysis -- --whisper tiny.en`).
 */
export function whisperThreads(cores: number, videoAlongside: boolean): number {
  const free = Math.floor(cores) - (videoAlongside ? 1 : 0);
  return Math.min(MOST_THREADS, Math.max(1, free));
}
