// Descriptions over a limit show a clipped text and a read more / read less toggle: the
// team's at 150 characters (spec §9).
import { clip } from './clip.js';

export const TEAM_DESCRIPTION_LIMIT = 150;

// readMore is what to show of text: the whole of it when open or short, else the clipped
// text; `toggle` says whether the text is long enough to need the button.
export function readMore(text, open, limit = TEAM_DESCRIPTION_LIMIT) {
  const toggle = Array.from(text || '').length > limit;
  return { text: toggle && !open ? clip(text, limit) : text || '', toggle };
}
