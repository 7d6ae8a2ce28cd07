import { ACCOUNT_PATHS } from '@rehearse/contract/account-api';

/** The export download link; the browser streams the ZIP straight to disk. */
export function exportUrl(includeVideos: boolean): string {
  return includeVideos ? `${ACCOUNT_PATHS.export}?videos=1` : ACCOUNT_PATHS.export;
}
