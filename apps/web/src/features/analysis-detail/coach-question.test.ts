import { sampleAnalysisResult } from '@rehearse/contract/sample-analysis-result';
import { describe, expect, it } from 'vitest';
import { toResultView } from '../../lib/analysis-result/result-view.ts';
import { coachQuestionFor } from './coach-question.ts';

describe('coachQuestionFor', () => {
  it('asks about the weakest measured part of this analysis, with its figure as the screens read it', () => {
    const view = toResultView(sampleAnalysisResult({ overall_score: 72.44, video: { metrics: { average_eye_contact_score: 0.412 } }, audio: { metrics: { clarity_score: 55 } } }));
    expect(coachQuestionFor('take-2.mp4', view)).toBe('How can I improve my eye contact? In my analysis "take-2.mp4" (overall 72.4%) it scored 41%, my lowest part.');
    const audioWeakest = toResultView(sampleAnalysisResult({ overall_score: 72.44, video: { metrics: { average_eye_contact_score: 0.9 } }, audio: { metrics: { clarity_score: 35.25 } } }));
    expect(coachQuestionFor('take-3.mp4', audioWeakest)).toBe('How can I improve my speech clarity? In my analysis "take-3.mp4" (overall 72.4%) it scored 35.3%, my lowest part.');
  });

  it('asks what to work on when nothing was measured', () => {
    const view = toResultView(
      sampleAnalysisResult({
        overall_score: null,
        video: { metrics: { face_detection_rate: null, average_eye_contact_score: null, average_posture_score: null, average_engagement_score: null } },
        audio: { metrics: { clarity_score: null, tone_score: null, volume_score: null, confidence_score: null, articulation_score: null, fluency_score: null } },
      }),
    );
    expect(coachQuestionFor('silent.mp4', view)).toBe('What should I work on after my analysis "silent.mp4"?');
  });
});
