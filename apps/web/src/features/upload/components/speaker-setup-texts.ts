export const SPEAKER_SETUP_QUESTION = 'Who is speaking in this recording?';
