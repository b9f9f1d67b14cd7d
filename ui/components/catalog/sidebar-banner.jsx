// The benefits banner at the top of the catalogue sidebar (a tall banner: 768 × 600).
export function SidebarBanner({ banner }) {
  if (!banner) return null;
  const img = banner.desktop_image?.source;
  const body = img ? (
    <picture>
      {banner.desktop_image.webp && <source type="image/webp" srcSet={banner.desktop_image.webp} />}
      <img src={img} alt={banner.title} width="768" height="600" loading="lazy" />
    </picture>
  ) : (
    <>
      <strong>{banner.title}</strong>
      {banner.text && <span>{banner.text}</span>}
    </>
  );
  const cls = 'side-banner' + (img ? ' side-banner--image' : '');
  return banner.link ? <a className={cls} href={banner.link}>{body}</a> : <div className={cls}>{body}</div>;
}
