import { speakerSetupSchema, type SpeakerSetup } from '@rehearse/contract/speaker-setup';
import { SPEAKER_SETUP_HINTS, SPEAKER_SETUP_LABELS } from '../upload-texts.ts';
import { SPEAKER_SETUP_QUESTION } from './speaker-setup-texts.ts';
import { cx } from '../../../lib/class-names.ts';

export interface SpeakerSetupChoiceProps {
  value: SpeakerSetup;
  onChange: (setup: SpeakerSetup) => void;
  disabled: boolean;
}

/**
 * "Who is speaking in this recording?": one answer (voices are never separated) or an interview (the interviewer's
 * voice is found and left out). Two radio buttons in a fieldset, each with what it means.
 */
export function SpeakerSetupChoice({ value, onChange, disabled }: SpeakerSetupChoiceProps) {
  return (
    <fieldset disabled={disabled} className="space-y-2">
      <legend className="mb-2 text-sm font-semibold text-slate-900">{SPEAKER_SETUP_QUESTION}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {speakerSetupSchema.options.map((setup) => (
          <label
            key={setup}
            className={cx(
              'flex cursor-pointer gap-3 rounded-xl border p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600',
              value === setup ? 'border-indigo-500 bg-indigo-50' : 'border-slate-200 hover:border-indigo-300',
              disabled && 'cursor-not-allowed opacity-60',
            )}
          >
            <input
              type="radio"
              name="speaker-setup"
              value={setup}
              checked={value === setup}
              onChange={() => onChange(setup)}
              className="mt-0.5 size-4 accent-indigo-600"
              aria-describedby={`speaker-setup-${setup}-hint`}
            />
            <span>
              <span className="block font-medium text-slate-900">{SPEAKER_SETUP_LABELS[setup]}</span>
              <span id={`speaker-setup-${setup}-hint`} className="block text-xs text-slate-600">
                {SPEAKER_SETUP_HINTS[setup]}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
