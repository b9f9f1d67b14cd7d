// The site header: a thin top bar (tagline, tax switch, languages) over the main bar (category
// menu, logo, search, shortcuts). Once the page has scrolled past the header's own height the
// main bar becomes fixed; a placeholder of the same height keeps the page from jumping.
import { useEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../../lib/i18n.js';
import { links } from '../../state/shared.js';
import { debounce, RESIZE_DEBOUNCE_MS } from '../../lib/debounce.js';
import { MegaMenu, MegaMenuButton } from './mega-menu.jsx';
import { HeaderSearch, SearchToggle } from './header-search.jsx';
import { HeaderActions } from './header-actions.jsx';
import { TaxSwitch } from './tax-switch.jsx';
import { LangSwitch } from './lang-switch.jsx';

function useFixedHeader(slotRef, barRef) {
  const [fixed, setFixed] = useState(false);
  const [height, setHeight] = useState(0);
  useEffect(() => {
    let threshold = 0;
    const measure = () => {
      const slot = slotRef.current;
      threshold = slot.offsetTop + slot.offsetHeight;
      const h = barRef.current.offsetHeight;
      setHeight(h);
      document.documentElement.style.setProperty('--header-height', h + 'px');
    };
    const onScroll = () => setFixed(window.scrollY > threshold);
    const onResize = debounce(() => { measure(); onScroll(); }, RESIZE_DEBOUNCE_MS);
    measure();
    onScroll();
    addEventListener('scroll', onScroll, { passive: true });
    addEventListener('resize', onResize);
    return () => {
      removeEventListener('scroll', onScroll);
      removeEventListener('resize', onResize);
      onResize.cancel();
    };
  }, []);
  return { fixed, height };
}

export function Header() {
  useSignals();
  const slotRef = useRef(null);
  const barRef = useRef(null);
  const { fixed, height } = useFixedHeader(slotRef, barRef);
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const l = links.value;

  return (
    <header className="site-header">
      <div className="topbar">
        <div className="container topbar__inner">
          <p className="topbar__tagline">{t('shop_tagline')}</p>
          <TaxSwitch />
          <LangSwitch />
        </div>
      </div>
      <div className="header-slot" ref={slotRef} style={fixed ? { height } : undefined}>
        <div className={'mainbar' + (fixed ? ' mainbar--fixed' : '')} ref={barRef}>
          <div className="container mainbar__inner">
            <MegaMenuButton open={menuOpen} onToggle={() => setMenuOpen(!menuOpen)} controls="mega-menu" />
            <a href={l.home || '/'} className="logo">
              <span className="logo__mark" aria-hidden="true">T</span>
              <span className="logo__word">Tel<b>Shop</b></span>
              <span className="sr-only"> — {t('breadcrumb_home')}</span>
            </a>
            <HeaderSearch open={searchOpen} id="header-search" onDone={() => setSearchOpen(false)} />
            <SearchToggle open={searchOpen} onToggle={() => setSearchOpen(!searchOpen)} controls="header-search" />
            <HeaderActions />
          </div>
          <MegaMenu open={menuOpen} onClose={() => setMenuOpen(false)} id="mega-menu" />
        </div>
      </div>
    </header>
  );
}
