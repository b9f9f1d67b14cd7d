// The back office's entry: rendered in the browser only (the shell at /admin is noindex and
// carries no shop data), with its own bundle and styles (ui/build.mjs).
import { createRoot } from 'react-dom/client';
import { AdminApp } from './app.jsx';
import './admin.css';

createRoot(document.getElementById('admin')).render(<AdminApp />);
