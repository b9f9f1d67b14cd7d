// A form's outcome: the server's message, announced to screen readers (role=status for a
// success, role=alert for a refusal).
export function Note({ note }) {
  if (!note) return null;
  return note.ok
    ? <p className="admin-ok" role="status">{note.text}</p>
    : <p className="admin-alert" role="alert">{note.text}</p>;
}
