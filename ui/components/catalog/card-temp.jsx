// TEMP until ui/components/product-card.jsx lands.
export function ProductCard({ product: p }) {
  return (
    <article className="pcard-temp">
      <a href={p.link}>{p.image?.source ? <img src={p.image.source} alt="" /> : <div className="pcard-temp__img" />}<h3>{p.title}</h3></a>
      <div>{p.stock_status}</div>
      <strong>{p.prices.current_formatted_price_with_tax}</strong>
    </article>
  );
}
