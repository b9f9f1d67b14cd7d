// The category's banner: a mobile image below 768px, the desktop one above. It is the largest
// picture on the first screen, so it loads first (eager, high priority); its box is set by CSS.
export function CategoryBanner({ category }) {
  const desktop = category?.banner_desktop;
  const mobile = category?.banner_mobile;
  if (!desktop && !mobile) return null;
  const img = (
    <picture>
      {mobile && desktop && <source media="(max-width: 767px)" srcSet={mobile} />}
      <img src={desktop || mobile} alt={category.title} width="1920" height="600" fetchPriority="high" />
    </picture>
  );
  return category.banner_link ? <a className="cat-banner" href={category.banner_link}>{img}</a> : <div className="cat-banner">{img}</div>;
}
