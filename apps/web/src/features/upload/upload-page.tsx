import { Upload } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody } from '../../components/ui/card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { usePublicConfig } from '../../lib/use-public-config.ts';
import { AnalysisFlowStatus } from './components/analysis-flow-status.tsx';
import { SpeakerSetupChoice } from './components/speaker-setup-choice.tsx';
import { UploadTips, WhatIsAnalysed } from './components/upload-info.tsx';
import { VideoDropZone } from './components/video-drop-zone.tsx';
import { useAnalysisFlow } from './use-analysis-flow.ts';
import { useRememberedSpeakerSetup } from './remembered-speaker-setup.ts';
import { RECORDING_NOUN } from './upload-texts.ts';
import { recordingKind, videoFileProblem } from './video-file-check.ts';

export function UploadPage() {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { state, run, reset } = useAnalysisFlow();
  const [speakerSetup, chooseSpeakerSetup] = useRememberedSpeakerSetup();
  const maxMb = usePublicConfig().max_upload_mb ?? null;
  const kind = file ? recordingKind(file) : 'video';
  const busy = state.phase === 'uploading' || state.phase === 'starting' || state.phase === 'processing' || state.phase === 'completed';

  const choose = (next: File | null) => {
    setFile(next);
    setError(next ? videoFileProblem(next, maxMb) : null);
    if (state.phase !== 'idle') reset();
  };

  const submit = () => {
    const problem = videoFileProblem(file, maxMb);
    setError(problem);
    if (problem || !file) return;
    void run(file, speakerSetup);
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <PageHeader title="Upload Interview Video" description="Upload a recorded interview and get an AI analysis of your performance." />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardBody className="space-y-6">
            <VideoDropZone file={file} onFile={choose} disabled={busy} error={error} maxMb={maxMb} />
            <SpeakerSetupChoice value={speakerSetup} onChange={chooseSpeakerSetup} disabled={busy} />
            <AnalysisFlowStatus state={state} kind={kind} />
            <div className="flex justify-end gap-3">
              {(state.phase === 'failed' || state.phase === 'timed-out') && (
                <Button variant="outline" onClick={() => choose(null)}>
                  Choose another {file ? RECORDING_NOUN[kind] : 'file'}
                </Button>
              )}
              <Button onClick={submit} loading={busy && state.phase !== 'completed'} disabled={busy} icon={<Upload className="size-4" aria-hidden="true" />}>
                {state.phase === 'completed' ? 'Done' : busy ? 'Working…' : 'Upload and Analyze'}
              </Button>
            </div>
          </CardBody>
        </Card>
        <div className="space-y-6">
          <WhatIsAnalysed />
          <UploadTips />
        </div>
      </div>
    </div>
  );
}
