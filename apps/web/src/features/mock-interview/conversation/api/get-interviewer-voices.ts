import { INTERVIEWER_PATHS, interviewerVoicesResponseSchema, type InterviewerVoicesResponse } from '@rehearse/contract/interview-conversation';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';

/** GET /api/interviewer/voices/ — the voices this server speaks with (none when it has no speech engine). */
export function getInterviewerVoices(): Promise<InterviewerVoicesResponse> {
  return apiRequest(INTERVIEWER_PATHS.voices, { schema: interviewerVoicesResponseSchema });
}

export function useInterviewerVoices() {
  return useQuery({ queryKey: ['interviewer', 'voices'], queryFn: getInterviewerVoices, staleTime: Infinity, retry: false });
}
