// /admin/products/:id/pictures: a product's gallery on a page of its own, until the product's
// edit page mounts the gallery editor itself.
import { t } from '../lib/i18n.js';
import { GalleryEditor } from '../components/gallery-editor.jsx';

export function ProductPictures({ params }) {
  return (
    <section>
      <h1>{t('gallery_page_title', { id: params.id })}</h1>
      <GalleryEditor productId={params.id} />
    </section>
  );
}
