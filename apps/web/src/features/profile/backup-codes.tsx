import { Copy, Download } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { notify } from '../../lib/toast.ts';

/** The ten backup codes, shown once, with copy and download. */
export function BackupCodes({ codes }: { codes: readonly string[] }) {
  const text = `Rehearse backup codes (each works once)\n\n${codes.join('\n')}\n`;
  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'rehearse-backup-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  }
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        Save these backup codes somewhere safe. Each one signs you in once if you lose your authenticator. They are not shown again.
      </p>
      <ul className="grid grid-cols-2 gap-2 rounded-md bg-slate-50 p-3 font-mono text-sm" aria-label="Backup codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          icon={<Copy className="size-4" aria-hidden />}
          onClick={() => void navigator.clipboard.writeText(text).then(() => notify.success('Backup codes copied'), () => notify.error('Could not copy; download them instead'))}
        >
          Copy
        </Button>
        <Button variant="outline" size="sm" icon={<Download className="size-4" aria-hidden />} onClick={download}>
          Download
        </Button>
      </div>
    </div>
  );
}
