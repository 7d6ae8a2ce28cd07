import { RECORDING_NOUN, UPLOAD_ACCEPT, uploadHint } from '../upload-texts.ts';
import { recordingKind } from '../video-file-check.ts';
import { FileAudio, FileVideo, UploadCloud } from 'lucide-react';
import { useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { cx } from '../../../lib/class-names.ts';
import { formatFileSize } from '@rehearse/contract/number-format';

export interface VideoDropZoneProps {
  file: File | null;
  onFile: (file: File | null) => void;
  disabled: boolean;
  error: string | null;
  /** The server's upload limit; null until known. */
  maxMb: number | null;
}

/** A file picker that also takes a dropped file; the zone is a button (Enter/Space open the picker). */
export function VideoDropZone({ file, onFile, disabled, error, maxMb }: VideoDropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
  const errorId = useId();

  const open = () => {
    if (!disabled) inputRef.current?.click();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open();
    }
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    onFile(event.dataTransfer.files[0] ?? null);
  };

  return (
    <div>
      <div
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-disabled={disabled || undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        onClick={open}
        onKeyDown={onKeyDown}
        onDragOver={(e) => {
          e.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cx(
          'flex cursor-pointer flex-col items-center rounded-2xl border-2 border-dashed px-6 py-12 text-center transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
          dragging ? 'border-indigo-500 bg-indigo-50' : error ? 'border-red-300 bg-red-50/40' : 'border-slate-300 bg-slate-50/50 hover:border-indigo-400',
          disabled && 'cursor-not-allowed opacity-60',
        )}
      >
        {file ? (
          <>
            {recordingKind(file) === 'audio' ? (
              <FileAudio className="size-10 text-indigo-600" aria-hidden="true" />
            ) : (
              <FileVideo className="size-10 text-indigo-600" aria-hidden="true" />
            )}
            {/* Named by what it shows (no aria-label that differs from the visible text), plus what a click does. */}
            <p className="mt-3 font-medium text-slate-900">
              <span className="sr-only">{`Selected ${RECORDING_NOUN[recordingKind(file)]} `}</span>
              <span>{file.name}</span>
            </p>
            <p className="text-sm text-slate-500">
              {formatFileSize(file.size)}
              <span className="sr-only">. Choose another file</span>
            </p>
          </>
        ) : (
          <>
            <UploadCloud className="size-10 text-indigo-600" aria-hidden="true" />
            <p className="mt-3 font-medium text-slate-900">Click to choose a video or audio recording, or drag and drop it here</p>
          </>
        )}
        <p id={hintId} className="mt-2 text-xs text-slate-500">
          {uploadHint(maxMb)}
        </p>
      </div>
      <input
        ref={inputRef}
        type="file"
        accept={UPLOAD_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="video-file-input"
        onChange={(e) => {
          onFile(e.target.files?.[0] ?? null);
          e.target.value = '';
        }}
      />
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
