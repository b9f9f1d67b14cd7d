// firstScreen are the loading hints of the i-th picture of a short list at the top of a page
// (cart, checkout and order lines): the first few load at once, the first first.
export const firstScreen = (i) => ({ loading: i < 4 ? 'eager' : 'lazy', fetchPriority: i === 0 ? 'high' : undefined });

// A product or content image: a WebP <source> when the server has one, the original otherwise.
// An uploaded product picture's webp lists its sizes by width; the browser picks one for the
// slot, which is the picture's width unless sizes says otherwise.
export function Picture({ image, alt = '', width, height, loading = 'lazy', className, sizes = width && width + 'px', fetchPriority }) {
  const src = image?.source;
  if (!src) return <span className={'picture picture--empty ' + (className || '')} style={{ aspectRatio: width && height ? `${width} / ${height}` : undefined }} role={alt ? 'img' : undefined} aria-label={alt || undefined} />;
  return (
    <picture className={className}>
      {image.webp ? <source srcSet={image.webp} type="image/webp" sizes={sizes} /> : null}
      <img src={src} alt={alt} width={width} height={height} loading={loading} decoding="async" fetchPriority={fetchPriority} />
    </picture>
  );
}
