export const NOT_ME_LABEL = "That's not me";
export const ONLY_SPEAKER_LABEL = 'I was the only speaker';
export const SEPARATE_VOICES_LABEL = 'Separate the voices again';
/** The list of voices "That's not me" opens when there are three or more. */
export const CHOOSE_VOICE_PROMPT = 'Which voice is yours?';
export const THIS_IS_ME_LABEL = 'This is me';
