import type { QuestionType } from '@rehearse/contract/mock-question-sets';

/** The spec's texts of the mock interview screen. */
export const MOCK_TEXTS = {
  loading: 'Loading mock interview...',
  cameraReady: 'Camera Ready',
  cameraLoading: 'Camera Loading...',
  behavioralQuestion: 'Behavioral Question',
  startRecording: 'Start Recording',
  stopRecording: 'Stop Recording',
  notesLabel: 'Self-Reflection Notes (Optional)',
  skip: 'Skip Question',
  next: 'Next Question',
  finish: 'Finish',
  goodLevel: 'Good Level',
  lowLevel: 'Low Level',
  noAudio: 'No Audio',
  progressSummary: 'Progress Summary',
  skipped: 'Skipped',
  completeTitle: 'Mock Interview Complete!',
  sessionSummary: 'Session Summary',
  completionRate: 'Completion Rate',
  questionsCompleted: 'Questions Completed',
  questionsSkipped: 'Questions Skipped',
  totalDuration: 'Total Duration',
  averageDuration: 'Average Duration',
  timeAnalysis: 'Time Analysis',
  started: 'Started',
  completed: 'Completed',
  practiceAgain: 'Practice Again',
  quickReminders: 'Quick Reminders',
} as const;

/** The question card's badge per type; the behavioural one is the spec's text. */
export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  behavioural: 'Behavioral Question',
  situational: 'Situational Question',
  role_knowledge: 'Role Knowledge Question',
  motivational: 'Motivational Question',
};

/** The seconds the countdown ring marks. */
export const MOCK_TIMER_TICK_LABELS = [0, 60, 85, 90] as const;

/** 'Question 2 of 5' above the question. */
export const questionOfText = (n: number, m: number): string => `Question ${n} of ${m}`;
/** 'Q2 of 5' on the question card's badge. */
export const questionBadgeText = (n: number, total: number): string => `Q${n} of ${total}`;

/** Tips panel sections; STAR Method is open by default. */
export const MOCK_TIP_SECTIONS = [
  {
    title: 'STAR Method',
    tips: [
      'Situation: set the scene in one or two sentences — where, when, who.',
      'Task: say what you were responsible for or what had to be achieved.',
      'Action: describe what you did, in the first person and in order.',
      'Result: finish with the outcome — numbers, what changed, what you learned.',
    ],
  },
  {
    title: 'Body Language & Eye Contact',
    tips: ['Look at the camera lens, not at your own preview.', 'Sit upright with your shoulders relaxed and level.', 'Keep your face lit from the front and centred in the frame.'],
  },
  {
    title: 'Speaking & Pacing',
    tips: ['Aim for about 120–160 words a minute.', 'Pause briefly instead of saying “um” or “uh”.', 'Vary your tone to stress the key point of each answer.'],
  },
  {
    title: 'Time Management',
    tips: ['Keep each answer within its target time (60 or 90 s).', 'Spend most of the time on Action and Result.', 'The ring turns amber at 60 s and red at 85 s; recording ends at 90 s.'],
  },
] as const;

/** The completion screen's reminders. */
export const MOCK_QUICK_REMINDERS = [
  'Take a breath before you start recording.',
  'Use one specific example per answer.',
  'End with the result and what you learned.',
] as const;
