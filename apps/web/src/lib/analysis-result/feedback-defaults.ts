import {
  ACTION_PLAN_COMPONENT_BELOW,
  ACTION_PLAN_OVERALL_LOW,
  ACTION_PLAN_OVERALL_MEDIUM,
  DEFAULT_IMPROVEMENTS_VIDEO_BELOW,
  DEFAULT_STRENGTHS_VIDEO_ABOVE,
} from '@rehearse/contract/analysis-constants';
import type { ResultView } from './result-view.ts';

/**
 * Spec §9 defaults for the side panels when the result carries no feedback of that kind.
 * Each item names the score it comes from, so a default never claims more than was measured.
 */

export function defaultStrengths(view: Pick<ResultView, 'strengths' | 'videoScore'>): string[] {
  if (view.strengths.length > 0) return view.strengths;
  if (view.videoScore === null || view.videoScore <= DEFAULT_STRENGTHS_VIDEO_ABOVE) return [];
  return [
    `Strong on-camera presence (video performance ${view.videoScore.toFixed(0)}/100)`,
    'You stayed visible and engaged with the camera',
  ];
}

export function defaultImprovements(view: Pick<ResultView, 'improvements' | 'videoScore'>): string[] {
  if (view.improvements.length > 0) return view.improvements;
  if (view.videoScore === null || view.videoScore >= DEFAULT_IMPROVEMENTS_VIDEO_BELOW) return [];
  return [
    `Work on your on-camera presence (video performance ${view.videoScore.toFixed(0)}/100)`,
    'Look into the camera lens more often and keep your face in frame',
  ];
}

export function defaultActionPlan(view: Pick<ResultView, 'strategies' | 'videoScore' | 'audioScore' | 'overallScore'>): string[] {
  if (view.strategies.length > 0) return view.strategies;
  const plan: string[] = [];
  if (view.videoScore !== null && view.videoScore < ACTION_PLAN_COMPONENT_BELOW) {
    plan.push('Record a 2-minute answer while looking only at the camera lens, then review it');
    plan.push('Set the camera at eye level and sit upright with your shoulders in frame');
  }
  if (view.audioScore !== null && view.audioScore < ACTION_PLAN_COMPONENT_BELOW) {
    plan.push('Practise answers aloud and replace filler words with a short pause');
    plan.push('Aim for a steady pace of about 120–150 words per minute');
  }
  if (plan.length > 0) return plan;
  const overall = view.overallScore ?? 0;
  if (overall < ACTION_PLAN_OVERALL_LOW) {
    return [
      'Structure each answer with the STAR method (Situation, Task, Action, Result)',
      'Do one recorded practice answer a day this week',
      'Review this analysis and pick one area to improve first',
    ];
  }
  if (overall < ACTION_PLAN_OVERALL_MEDIUM) {
    return [
      'Polish your strongest stories so each one ends with a measurable result',
      'Record another answer and compare it with this one',
      'Ask the coach for feedback on your weakest area',
    ];
  }
  return [
    'Keep practising regularly to maintain your level',
    'Try harder questions in a mock interview',
    'Compare your analyses to track consistency',
    'Prepare questions to ask the interviewer',
  ];
}
