import { ANALYSIS_NAME_MAX } from '@rehearse/contract/analysis-manage';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Modal } from '../../../components/ui/modal.tsx';

export interface RenameAnalysisDialogProps {
  currentName: string;
  busy: boolean;
  error: string | null;
  onRename: (name: string) => void;
  onClose: () => void;
}

export function RenameAnalysisDialog({ currentName, busy, error, onRename, onClose }: RenameAnalysisDialogProps) {
  const [name, setName] = useState(currentName);
  const trimmed = name.trim();
  return (
    <Modal
      open
      onClose={onClose}
      title="Rename analysis"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="rename-analysis" loading={busy} disabled={!trimmed || trimmed === currentName}>
            Save name
          </Button>
        </>
      }
    >
      <form
        id="rename-analysis"
        onSubmit={(e) => {
          e.preventDefault();
          if (trimmed) onRename(trimmed);
        }}
      >
        <Input id="analysis-name" label="Name" value={name} maxLength={ANALYSIS_NAME_MAX} onChange={(e) => setName(e.target.value)} error={error ?? undefined} autoFocus />
      </form>
    </Modal>
  );
}
