// The home page's styles travel in its own chunk (as text) and are added once when it loads,
// so other pages do not download them.
import css from '../../styles/home.css' with { type: 'text' };

if (typeof document !== 'undefined' && !document.getElementById('home-css')) {
  const style = document.createElement('style');
  style.id = 'home-css';
  style.textContent = css;
  document.head.append(style);
}
