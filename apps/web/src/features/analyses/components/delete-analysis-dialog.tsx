import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';

export interface DeleteAnalysisDialogProps {
  name: string;
  /** A mock interview goes whole: its answers and every answer's recording too. */
  mockInterview: boolean;
  busy: boolean;
  error: string | null;
  onDelete: () => void;
  onClose: () => void;
}

/** Asks before deleting: the recording, the report files and the scores go for good. */
export function DeleteAnalysisDialog({ name, mockInterview, busy, error, onDelete, onClose }: DeleteAnalysisDialogProps) {
  return (
    <Modal
      open
      onClose={onClose}
      title="Delete this analysis?"
      description={
        mockInterview
          ? `The mock interview “${name}” will be deleted with its answers, every answer's recording and its scores. This cannot be undone.`
          : `“${name}” will be deleted with its recording, report files and scores. This cannot be undone.`
      }
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Keep it
          </Button>
          <Button variant="danger" onClick={onDelete} loading={busy}>
            Delete analysis
          </Button>
        </>
      }
    >
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </Modal>
  );
}
