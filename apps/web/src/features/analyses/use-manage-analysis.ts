import type { AnalysisSession } from '@rehearse/contract/analysis-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '../../lib/toast.ts';
import { deleteAnalysis, renameAnalysis } from './api/manage-analysis.ts';
import { analysesKeys } from '../../lib/analysis-query-keys.ts';

type Target = { session: AnalysisSession; action: 'rename' | 'delete' };

/** Which analysis is being renamed or deleted, and the two requests; every analysis list is read again after either. */
export function useManageAnalysis() {
  const client = useQueryClient();
  const [target, setTarget] = useState<Target | null>(null);
  const done = async (message: string) => {
    setTarget(null);
    notify.success(message);
    await client.invalidateQueries({ queryKey: analysesKeys.all });
  };
  const rename = useMutation({
    mutationFn: ({ sessionId, name }: { sessionId: string; name: string }) => renameAnalysis(sessionId, name),
    onSuccess: () => done('Analysis renamed'),
  });
  const remove = useMutation({
    mutationFn: (sessionId: string) => deleteAnalysis(sessionId),
    onSuccess: (answer) => done(answer.message),
  });
  const close = () => {
    setTarget(null);
    rename.reset();
    remove.reset();
  };
  return {
    target,
    askRename: (session: AnalysisSession) => setTarget({ session, action: 'rename' }),
    askDelete: (session: AnalysisSession) => setTarget({ session, action: 'delete' }),
    close,
    rename,
    remove,
  };
}
