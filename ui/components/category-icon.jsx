// A category's small icon from images.category_icon.
import { Picture } from './picture.jsx';

export function CategoryIcon({ item, size = 28, loading }) {
  const icon = item.images?.category_icon;
  if (!icon?.source) return <span className="cat-icon cat-icon--empty" aria-hidden="true" />;
  return <Picture image={icon} alt="" width={size} height={size} className="cat-icon" loading={loading} />;
}
