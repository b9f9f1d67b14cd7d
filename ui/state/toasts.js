import { signal } from '@preact/signals-react';

// Toasts: close button, progress bar, duplicates suppressed (a message already shown is not
// shown twice while it is on screen).
export const toasts = signal([]);
export const TOAST_MS = 5000;
let nextId = 1;

export function toast(message, type = 'success') {
  if (!message) return;
  if (toasts.value.some((x) => x.message === message && x.type === type)) return;
  const id = nextId++;
  toasts.value = [...toasts.value, { id, message, type }];
  setTimeout(() => dismiss(id), TOAST_MS);
}

export const toastError = (message) => toast(message, 'error');

export function dismiss(id) {
  toasts.value = toasts.value.filter((x) => x.id !== id);
}
