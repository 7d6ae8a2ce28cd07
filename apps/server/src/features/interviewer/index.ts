// The interviewer feature's public entry: its routes and tables for the composition root.
export { INTERVIEWER_BASE_PATH } from '@rehearse/contract/interview-conversation';
export type { InterviewSessions } from './interview-sessions.ts';
export type { InterviewerTables } from './interviewer-tables.ts';
export { interviewerRoutes } from './interviewer-routes.ts';
export { interviewerUserData } from './interviewer-user-data.ts';
export { createInterviewerVoice, type InterviewerVoice } from './interviewer-voice.ts';
