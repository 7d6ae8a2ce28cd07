import { DEFAULT_MAX_UPLOAD_MB } from '@rehearse/contract/analysis-constants';

/** The upload page's file picker texts (accepted types, size limit, validation errors). */
export const UPLOAD_PAGE_VIDEO_FORMATS = ['MP4', 'AVI', 'MOV', 'WMV'] as const;
export const UPLOAD_ACCEPT = 'video/*';
export const UPLOAD_HINT = `${UPLOAD_PAGE_VIDEO_FORMATS.join(', ')} (max ${DEFAULT_MAX_UPLOAD_MB}MB)`;
export const NOT_A_VIDEO_MESSAGE = 'Please select a valid video file';
