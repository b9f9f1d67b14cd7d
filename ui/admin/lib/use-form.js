// useForm: one back-office form's state: its values, the server's field errors and message,
// and a submit that sends them (send returns the answer) and reports the outcome.
import { useState } from 'react';

export function useForm(initial, send, onDone = () => {}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState({});
  const [note, setNote] = useState(null); // {ok, text}
  const [busy, setBusy] = useState(false);
  const edit = (e) => setValues((v) => ({ ...v, [e.target.name]: e.target.value }));
  const submit = async (e) => {
    e?.preventDefault();
    setBusy(true);
    try {
      const res = await send(values);
      setErrors({});
      setNote(res?.message ? { ok: true, text: res.message } : null);
      onDone(res, { setValues });
    } catch (err) {
      setErrors(err.errors || {});
      setNote({ ok: false, text: err.message });
    } finally {
      setBusy(false);
    }
  };
  return { values, setValues, errors, note, busy, edit, submit };
}
