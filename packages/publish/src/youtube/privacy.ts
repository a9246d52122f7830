/** What videos.insert is asked for when the post names no privacy. */
export const DEFAULT_PRIVACY = 'public';

/** Why the video is not as visible as asked; private is what an unverified Google project gets. */
export function privacyNote(asked: string, got: string): string {
  return got === 'private'
    ? `YouTube made this video private, not ${asked}: uploads are locked to private while this Google project is not verified. Change the visibility in YouTube Studio once it is.`
    : `YouTube made this video ${got}, not ${asked}.`;
}
