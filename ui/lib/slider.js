// How many slides a slider shows at a window width (spec §9 and §2). Each config is a base
// count and breakpoints checked from the narrowest; `below` means width < px, `atMost` ≤ px.
export const AUTO_SLIDER = {
  slides: 6,
  breakpoints: [{ below: 380, slides: 1 }, { below: 750, slides: 2 }, { below: 880, slides: 3 }, { below: 1500, slides: 4 }],
};

export const LANDING_SLIDER = {
  slides: 4,
  breakpoints: [{ below: 480, slides: 1 }, { below: 880, slides: 2 }, { below: 1200, slides: 3 }],
};

// Variant thumbnails: four visible at every width (spec §9).
export const VARIANT_SLIDER = { slides: 4, breakpoints: [] };

// carousel: "at window width 768px or less a carousel starts with 2 slides, 1 below 576px"
// (spec §2); wider than 768 px, the counts of `wide`.
export function carousel(wide) {
  return {
    slides: wide.slides,
    breakpoints: [{ below: 576, slides: 1 }, { atMost: 768, slides: Math.min(2, wide.slides) },
      ...wide.breakpoints.filter((bp) => (bp.below ?? bp.atMost + 1) > 769)],
  };
}

// The product page's sliders (recommended, related, recently purchased): the spec's carousel,
// and above 768 px as many cards as the home page's sliders.
export const PRODUCT_SLIDER = carousel(AUTO_SLIDER);

export function slidesPerView(width, config = AUTO_SLIDER) {
  for (const bp of config.breakpoints || []) {
    if (bp.below !== undefined && width < bp.below) return bp.slides;
    if (bp.atMost !== undefined && width <= bp.atMost) return bp.slides;
  }
  return config.slides;
}

// The spec's auto sliders advance every 2000 ms (§9); the home page's product sliders do not:
// only the banner gallery and the landing slider move by themselves, each with its own pause
// button (WCAG 2.2.2), and product sliders move when the shopper asks.
export const LANDING_SLIDER_AUTOPLAY_MS = 3000;
export const GALLERY_AUTOPLAY_MS = 3000;
export const SLIDE_SPEED_MS = 600;

// nextIndex steps through n positions: wrapping (autoplay, galleries) or clamped (arrows).
export function nextIndex(i, n, step, wrap) {
  if (n <= 0) return 0;
  const j = i + step;
  if (wrap) return ((j % n) + n) % n;
  return Math.max(0, Math.min(n - 1, j));
}
