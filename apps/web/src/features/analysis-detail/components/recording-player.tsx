import type { AnalysisResult, Filler, TranscriptWord } from '@rehearse/contract/analysis-result';
import { isDoubtfulWord } from '@rehearse/contract/transcript-trust';
import { PlayCircle } from 'lucide-react';
import { useCallback, useState, type RefObject } from 'react';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { revealRecordedDuration } from '../reveal-recorded-duration.ts';
import { formatTimestamp } from '../../../lib/timestamp.ts';
import { fillerCountText, fillersOutsideTranscript } from '@rehearse/contract/filler-pieces';
import { transcriptPieces } from '../transcript-marks.ts';
import { TranscriptEngineNoteLine } from './transcript-engine-note.tsx';

export interface RecordingPlayerProps {
  mediaUrl: string;
  videoRef: RefObject<HTMLMediaElement | null>;
  /** A recording without pictures plays in an audio player, not a black video box. */
  audioOnly?: boolean;
  transcript: { text: string; words: TranscriptWord[] } | null;
  fillers: Filler[];
  onSeek: (seconds: number) => void;
  /** Which engine wrote the transcript, disclosed under it. */
  engines?: Pick<AnalysisResult['engines'], 'transcriber' | 'transcriber_detail'>;
  /** The interviewer's words in a recording with one (shown greyed between yours, never counted as yours). */
  interviewerWords?: TranscriptWord[];
}

/**
 * The recording beside its transcript; each counted filler is one highlighted button (a phrase such as "you know" is
 * one) and held "uh"/"um" sounds heard only in the audio are listed under it, so the marks add up to the Filler Words tile.
 */
export function RecordingPlayer({ mediaUrl, videoRef, transcript, fillers, onSeek, engines, interviewerWords = [], audioOnly = false }: RecordingPlayerProps) {
  const [mediaMissing, setMediaMissing] = useState(false);
  // One ref for either element: seeking only needs what <audio> and <video> share.
  const attach = useCallback((element: HTMLMediaElement | null) => {
    videoRef.current = element;
  }, [videoRef]);
  const pieces = transcript ? transcriptPieces(transcript.words, fillers, interviewerWords) : [];
  const acoustic = fillersOutsideTranscript(fillers);

  return (
    <Card>
      <CardHeader title="Recording and Transcript" icon={<PlayCircle className="size-5" aria-hidden="true" />} description={fillerCountText(fillers.length - acoustic.length, acoustic.length)} />
      <CardBody className="grid gap-6 lg:grid-cols-2">
        <div>
          {mediaMissing ? (
            <div className="flex aspect-video items-center justify-center rounded-xl bg-slate-100 p-4 text-center text-sm text-slate-500">
              The recording is no longer available. Uploaded recordings are deleted after 30 days; the results stay.
            </div>
          ) : audioOnly ? (
            <audio ref={attach} src={mediaUrl} controls preload="metadata" className="w-full" aria-label="Recording" onError={() => setMediaMissing(true)}
              onLoadedMetadata={(e) => revealRecordedDuration(e.currentTarget)}
            />
          ) : (
            <video ref={attach} src={mediaUrl} controls preload="metadata" className="aspect-video w-full rounded-xl bg-black" onError={() => setMediaMissing(true)}
              onLoadedMetadata={(e) => revealRecordedDuration(e.currentTarget)}
            />
          )}
        </div>
        {/* A scrolling box must take focus so the keyboard can scroll it (axe scrollable-region-focusable): a transcript
            without filler buttons has nothing else focusable inside. */}
        <div
          role="region"
          tabIndex={0}
          className="max-h-80 overflow-y-auto rounded-xl border border-slate-200 p-4 text-sm leading-7 text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-600"
          aria-label="Transcript"
        >
          {pieces.length > 0 ? (
            <p>
              {pieces.map((piece, i) =>
                piece.kind === 'interviewer' ? (
                  // Italic slate-500 keeps the interviewer apart from your words (slate-700) and still passes AA (4.8:1 on white).
                  <span key={`${piece.word.start}-${i}`} className="text-slate-500 italic" title="Interviewer" data-speaker="interviewer">
                    {piece.word.word}{' '}
                  </span>
                ) : piece.kind === 'filler' ? (
                  <span key={`${piece.filler.start}-${i}`}>
                    <button
                      type="button"
                      onClick={() => onSeek(piece.filler.start)}
                      title={`Filler word at ${formatTimestamp(piece.filler.start)}`}
                      className="mx-0.5 rounded bg-amber-200 px-1 font-medium text-amber-900 hover:bg-amber-300 focus-visible:outline-2 focus-visible:outline-indigo-600"
                    >
                      {piece.words.map((w) => w.word).join(' ')}
                    </button>{' '}
                  </span>
                ) : (
                  <span key={`${piece.word.start}-${i}`}>
                    {!isDoubtfulWord(piece.word) ? (
                      piece.word.word
                    ) : (
                      <span className="text-slate-500" title="The speech recogniser was unsure of this word">
                        {piece.word.word}
                      </span>
                    )}{' '}
                  </span>
                ),
              )}
            </p>
          ) : transcript?.text ? (
            <p>{transcript.text}</p>
          ) : (
            <p className="text-slate-500 italic">No transcript is available for this recording.</p>
          )}
          {engines && transcript && <TranscriptEngineNoteLine engines={engines} />}
          {acoustic.length > 0 && (
            <div className="mt-4 border-t border-slate-100 pt-3">
              <p className="mb-2 text-xs font-medium text-slate-500">Filled pauses heard in the audio</p>
              <div className="flex flex-wrap gap-2">
                {acoustic.map((f) => (
                  <button
                    key={f.start}
                    type="button"
                    onClick={() => onSeek(f.start)}
                    className="rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900 hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-indigo-600"
                  >
                    {f.word} at {formatTimestamp(f.start)}
                  </button>
                ))}
              </div>
            </div>
          )}
        </div>
      </CardBody>
    </Card>
  );
}
