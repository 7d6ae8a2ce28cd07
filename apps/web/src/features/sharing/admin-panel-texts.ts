// The "Shared with me" page's own texts.

export const NO_SHARED_ANALYSES = 'Nothing has been shared with you yet';
