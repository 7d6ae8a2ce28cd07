/** The analyses list's filter, sort and tab choices, and their labels. */
export const STATUS_FILTER_OPTIONS = [
  { value: 'all', label: 'All Statuses' },
  { value: 'completed', label: 'Completed' },
  { value: 'processing', label: 'Processing' },
  { value: 'failed', label: 'Failed' },
] as const;
export const SORT_OPTIONS = [
  { value: 'date', label: 'Date newest' },
  { value: 'score', label: 'Score highest' },
  { value: 'name', label: 'Name A-Z' },
] as const;
export const LIST_TABS = [
  { value: 'all', label: 'All Analyses' },
  { value: 'mock_interviews', label: 'Mock Interviews' },
  { value: 'video_uploads', label: 'Video Uploads' },
] as const;
