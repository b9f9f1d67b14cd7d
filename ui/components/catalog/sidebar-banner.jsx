// The benefits banner at the top of the catalogue sidebar (a tall banner: 768 × 600): its words
// over its picture, which only sets the mood (alt=""), so what the banner says is read out as
// text. On wide screens it is the largest picture of the first screen unless the category has
// a banner: then (`priority`) it loads first.
export function SidebarBanner({ banner, priority = false }) {
  if (!banner) return null;
  const img = banner.desktop_image?.source;
  const body = (
    <>
      {img ? (
        <picture>
          {banner.desktop_image.webp && <source type="image/webp" srcSet={banner.desktop_image.webp} />}
          <img src={img} alt="" width="768" height="600" fetchPriority={priority ? 'high' : undefined} />
        </picture>
      ) : null}
      <span className="side-banner__caption">
        <strong>{banner.title}</strong>
        {banner.text && <span>{banner.text}</span>}
      </span>
    </>
  );
  const cls = 'side-banner' + (img ? ' side-banner--image' : '');
  return banner.link ? <a className={cls} href={banner.link}>{body}</a> : <div className={cls}>{body}</div>;
}
