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
