import { feedbackSchema } from '@rehearse/contract/analysis-result';
import { describe, expect, it } from 'vitest';
import { buildFeedback, MAX_ITEMS } from './build-feedback.ts';
import { sampleFeedbackInput } from './sample-feedback-input.ts';

/** Emotion and personality labels the feedback must never use. */
const BANNED = /\b(nervous\w*|anxious|anxiety|confiden\w*|shy|happy|sad|angry|anger|afraid|fear\w*|calm|bored|boring|enthusias\w*|passionate|introvert\w*|extrovert\w*|personality|emotion\w*|stressed|relaxed|friendly|arrogant|insecure|charismatic)\b/i;
const EVIDENCE = /\d|"/;

function expectEvidenced(items: readonly string[]): void {
  for (const item of items) {
    expect(item, item).toMatch(EVIDENCE);
    expect(item, item).not.toMatch(BANNED);
  }
}

describe('buildFeedback on a realistic answer', () => {
  const feedback = buildFeedback(sampleFeedbackInput());
  const { strengths, improvements, strategies } = feedback.llm_feedback;

  it('fits the result schema and caps each list', () => {
    expect(feedbackSchema.safeParse(feedback.llm_feedback).success).toBe(true);
    for (const list of [strengths, improvements, strategies, feedback.insights.recommendations]) {
      expect(list.length).toBeGreaterThan(0);
      expect(list.length).toBeLessThanOrEqual(MAX_ITEMS);
    }
  });

  it('cites evidence in every item and uses no emotion or personality label', () => {
    expectEvidenced([...strengths, ...improvements, ...strategies, ...feedback.insights.recommendations]);
    expect(feedback.insights.summary).not.toMatch(BANNED);
  });

  it('puts the largest deviation first: eye contact 52 % before fillers and pitch', () => {
    expect(improvements[0]).toContain('Eye contact scored 52%');
    expect(improvements.some((i) => i.includes('7 filler words'))).toBe(true);
    expect(improvements.some((i) => i.includes('1.6 semitones'))).toBe(true);
  });

  it('gives the filler plan with counts, the commonest word and its time stamps', () => {
    expect(strategies).toContain(
      'Record a 60-second answer and aim for at most 2 fillers in it (2 per minute) — this time you had 4.7 per minute (7 in 1:30), 4 of them "um" (0:06, 0:18, 0:31, …). Where you would say "um", close your mouth and pause silently instead.',
    );
  });

  it('quotes the transcript around the first filler', () => {
    const fillers = improvements.find((i) => i.includes('filler words'));
    expect(fillers).toContain('"a team of four um we had to migrate" at 0:06');
  });

  it('names strengths with their numbers', () => {
    expect(strengths).toContain('You spoke at 140 words per minute (210 words in 1:30), inside the 120–160 WPM conversational range.');
    expect(strengths.some((s) => s.startsWith('Posture scored 86%'))).toBe(true);
  });

  it('summarises scores, strongest points and gaps', () => {
    expect(feedback.insights.summary).toMatch(/^Overall score 69\.1\/100, weighted from video 71\.4 \(40%\), audio 66\.8 \(60%\)\. Strongest: .+ Most to gain: eye contact 52%/);
  });

  it('is deterministic', () => {
    expect(buildFeedback(sampleFeedbackInput())).toEqual(feedback);
  });

  it('says how the overall was made when the answer content joined it, and which part to fix first', () => {
    const makeup = { parts: ['video', 'audio', 'content'] as const, missing: [], complete: true, fix_first: { part: 'content' as const, score: 58, points: 21 } };
    const input = { ...sampleFeedbackInput(), overallScore: 63.3, contentScore: 58, weights: { video: 0.2, audio: 0.3, content: 0.5 }, makeup: { ...makeup, parts: [...makeup.parts] } };
    expect(buildFeedback(input).insights.summary).toMatch(
      /^Overall score 63\.3\/100, weighted from video 71\.4 \(20%\), audio 66\.8 \(30%\), answer content 58 \(50%\)\. Fix first: answer content \(58\.0%\) — it holds your overall back by 21\.0 points, more than any other part\. /,
    );
  });

  it('calls an overall without judged content delivery only, says why and what to do, and never calls it an overall score', () => {
    const note = 'not enough clear speech to judge content (14 clear words; 20 needed)';
    const makeup = { parts: ['video' as const, 'audio' as const], missing: [{ part: 'content' as const, cause: 'not_enough_speech' as const, detail: note }], complete: false, fix_first: { part: 'content' as const, score: null, points: null } };
    const summary = buildFeedback({ ...sampleFeedbackInput(), contentScore: null, weights: { video: 0.4, audio: 0.6 }, makeup }).insights.summary;
    expect(summary).toMatch(
      /^Delivery only: 69\.1\/100, weighted from video 71\.4 \(40%\), audio 66\.8 \(60%\); content not judged: not enough clear speech to judge content \(14 clear words; 20 needed\), so it is not a complete overall score\. Record again in a quiet room/,
    );
    expect(summary).not.toMatch(/Overall score/);
  });
});

describe('buildFeedback when data is missing', () => {
  it('says what was not measured and how to fix the recording', () => {
    const base = sampleFeedbackInput();
    const feedback = buildFeedback({
      ...base,
      video: { ...base.video, performance_score: 20, metrics: { face_detection_rate: 0.38, average_eye_contact_score: null, average_posture_score: null, average_engagement_score: null } },
      quality: { flags: ['face_rarely_visible'], face_visible_ratio: 0.38, media_duration: 90 },
    });
    expect(feedback.llm_feedback.improvements[0]).toBe(
      'Your face was visible in only 38% of the 180 sampled frames, so eye contact and engagement were not scored (they need at least 50%).',
    );
    expect(feedback.llm_feedback.strategies[0]).toMatch(/^Sit facing the camera with your head and shoulders in frame/);
    expectEvidenced([...feedback.llm_feedback.strengths, ...feedback.llm_feedback.improvements, ...feedback.llm_feedback.strategies]);
  });

  it('says the counts are estimates without a transcript', () => {
    const base = sampleFeedbackInput();
    const feedback = buildFeedback({
      ...base,
      transcript: null,
      fillers: [{ word: 'filled pause', start: 44, end: 44.6, method: 'acoustic' }],
      audio: { ...base.audio, metrics: { ...base.audio.metrics, words_estimated: true, filler_words: 1 } },
      quality: { ...base.quality, flags: ['no_transcriber'] },
    });
    expect(feedback.llm_feedback.strengths.join(' ')).toContain('estimated from syllable counts because there was no transcript (±25%)');
    expect(feedback.insights.summary).toContain('are estimates from syllable counts');
  });

  it('handles a recording with nothing measurable', () => {
    const base = sampleFeedbackInput();
    const feedback = buildFeedback({
      ...base,
      video: { ...base.video, performance_score: null, metrics: { face_detection_rate: null, average_eye_contact_score: null, average_posture_score: null, average_engagement_score: null }, frames_analyzed: 0, no_face_segments: [] },
      audio: {
        ...base.audio,
        performance_score: null,
        metrics: { ...base.audio.metrics, speaking_pace: null, speaking_pace_over_speaking_time: null, speaking_pace_over_total_time: null, filler_words: null, word_count: null },
        loudness: { mean_dbfs: null, variation_db: null, clipping_ratio: 0 },
        pitch: { median_hz: null, range_semitones: null, variation_semitones: null },
        pause_summary: { count: 0, longest: null, over_two_seconds: 0 },
      },
      transcript: null,
      fillers: [],
      pauses: [],
      quality: { flags: ['no_video_stream', 'no_speech', 'no_transcriber'], face_visible_ratio: null, media_duration: 90 },
      overallScore: null,
    });
    expect(feedback.llm_feedback.strengths).toEqual([]);
    // No speech is the fault to fix; having no video track is what kind of recording it is, said in the summary.
    expect(feedback.llm_feedback.improvements).toHaveLength(1);
    expect(feedback.llm_feedback.improvements[0]).toMatch(/^No speech was detected/);
    expect(feedback.insights.summary).toMatch(/^No overall score/);
    expect(feedback.insights.summary).toContain('This is an audio-only recording');
    expectEvidenced([...feedback.llm_feedback.improvements, ...feedback.llm_feedback.strategies]);
  });
});

describe('buildFeedback for a phone interview (audio only)', () => {
  it('gives advice that fits the recording: no camera step, no "no video track" to improve', () => {
    const base = sampleFeedbackInput();
    const feedback = buildFeedback({
      ...base,
      video: { ...base.video, performance_score: null, metrics: { face_detection_rate: null, average_eye_contact_score: null, average_posture_score: null, average_engagement_score: null }, frames_analyzed: 0, no_face_segments: [], multiple_faces_segments: [] },
      quality: { ...base.quality, flags: ['no_video_stream'], face_visible_ratio: null },
    });
    const advice = [...feedback.llm_feedback.improvements, ...feedback.llm_feedback.strategies, ...feedback.insights.recommendations];
    expect(advice.length).toBeGreaterThan(0); // the voice still gets its findings
    for (const line of advice) expect(line).not.toMatch(/camera|video track|in frame|eye contact|posture/i);
    expect(feedback.insights.summary).toContain('only your voice was analysed');
  });
});

describe('buildFeedback quotes only this recording', () => {
  it('quotes nothing the speaker did not say: no stock example sentence, every quote a phrase of the transcript', () => {
    const input = sampleFeedbackInput();
    const { llm_feedback: lists, insights } = buildFeedback(input);
    const said = ` ${input.transcript!.text.toLowerCase()} `;
    const items = [...lists.strengths, ...lists.improvements, ...lists.strategies, ...insights.recommendations, insights.summary];
    const quotes = items.flatMap((item) => [...item.matchAll(/"([^"]+)"/g)].map((m) => m[1]!));
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) {
      for (const phrase of quote.split('…').map((p) => p.trim()).filter((p) => p.length > 0)) {
        expect(said, `"${quote}"`).toContain(` ${phrase.toLowerCase()} `);
      }
    }
  });
});

describe('buildFeedback quotes around a long pause', () => {
  it('quotes the words either side of the pause with an ellipsis', () => {
    const { improvements } = buildFeedback(sampleFeedbackInput()).llm_feedback;
    expect(improvements).toContain(
      '1 pause ran over 2 s (0.7 per minute); the longest was 2.9 s at 0:09, in "migrate the billing system … and then we decided".',
    );
  });
});

describe('buildFeedback counts in the right number', () => {
  it('never says "1" before a plural noun, whatever rule speaks', () => {
    const base = sampleFeedbackInput();
    const feedback = buildFeedback({
      ...base,
      video: { ...base.video, frames_analyzed: 1, metrics: { ...base.video.metrics, average_eye_contact_score: 0.2 } },
      audio: {
        ...base.audio,
        metrics: { ...base.audio.metrics, word_count: 1, speaking_pace: 1, filler_words: 1 },
        pitch: { ...base.audio.pitch, variation_semitones: 1 },
      },
      fillers: base.fillers.slice(0, 1),
      pauses: [{ start: 14.75, end: 15.6, duration: 0.85 }],
      quality: { ...base.quality, flags: ['face_rarely_visible'] },
    });
    const texts = [...feedback.llm_feedback.strengths, ...feedback.llm_feedback.improvements, ...feedback.llm_feedback.strategies, ...feedback.insights.recommendations];
    expect(texts.join(' ')).toContain('1 sampled frame');
    for (const text of texts) expect(text, text).not.toMatch(/\b1 (pauses|words|sampled frames|frames|fillers|filler words|semitones|specifics|hedges|times)\b/);
  });
});
