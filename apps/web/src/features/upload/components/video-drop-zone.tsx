import { UPLOAD_ACCEPT, UPLOAD_HINT } from '../upload-texts.ts';
import { FileVideo, UploadCloud } from 'lucide-react';
import { useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { cx } from '../../../lib/class-names.ts';
import { formatFileSize } from '../video-file-check.ts';

export interface VideoDropZoneProps {
  file: File | null;
  onFile: (file: File | null) => void;
  disabled: boolean;
  error: string | null;
}

/** A file picker that also takes a dropped file; the zone is a button (Enter/Space open the picker). */
export function VideoDropZone({ file, onFile, disabled, error }: VideoDropZoneProps) {
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
        aria-label={file ? `Selected video ${file.name}. Choose another video file` : 'Choose a video file or drop it here'}
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
            <FileVideo className="size-10 text-indigo-600" aria-hidden="true" />
            <p className="mt-3 font-medium text-slate-900">{file.name}</p>
            <p className="text-sm text-slate-500">{formatFileSize(file.size)}</p>
          </>
        ) : (
          <>
            <UploadCloud className="size-10 text-indigo-600" aria-hidden="true" />
            <p className="mt-3 font-medium text-slate-900">Click to choose a video, or drag and drop it here</p>
          </>
        )}
        <p id={hintId} className="mt-2 text-xs text-slate-500">
          {UPLOAD_HINT}
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
