// The gallery editor's logic (components/gallery-editor.jsx): the order of a product's
// pictures as the editor changes it, and what is refused before a file is sent.

// MAX_UPLOAD_BYTES is the largest picture the shop takes (package pictures, MaxBytes): a larger
// file is refused here, without sending 15 MB to hear the same.
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;

// moved is list with the item at index from put at index to (both clamped to the list), as a
// new array; the same array when nothing moves.
export function moved(list, from, to) {
  const last = list.length - 1;
  to = Math.max(0, Math.min(last, to));
  if (from < 0 || from > last || from === to) return list;
  const out = list.slice();
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item);
  return out;
}

// sameOrder tells whether two galleries list the same pictures in the same order.
export const sameOrder = (a, b) => a.length === b.length && a.every((p, i) => p.id === b[i].id);

// fileRefusal is the message key (the back office's) for a file the shop would refuse for its
// size, or ''. Its type is the shop's to judge, from its bytes: a name or a browser's type
// proves nothing.
export const fileRefusal = (file) => (file.size > MAX_UPLOAD_BYTES ? 'gallery_too_big' : file.size === 0 ? 'gallery_empty_file' : '');

// percent is an upload's progress as a whole percent, 0 while its size is unknown.
export const percent = (loaded, total) => (total > 0 ? Math.min(100, Math.floor((loaded * 100) / total)) : 0);
