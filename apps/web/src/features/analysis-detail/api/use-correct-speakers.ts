import { speakerCorrectionResponseSchema, speakerCorrectionUrl, type SpeakerCorrectionChoice } from '@rehearse/contract/speaker-correction';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/analysis/sessions/{id}/speakers/ — then the detail (and the lists' scores) are read again. */
export function useCorrectSpeakers(sessionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (choice: SpeakerCorrectionChoice) => apiRequest(speakerCorrectionUrl(sessionId), { method: 'POST', body: choice, schema: speakerCorrectionResponseSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['analysis'] }),
  });
}
