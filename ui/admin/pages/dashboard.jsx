// The back office's first page (/admin): a greeting, the first-run checklist, and the shop's
// figures from GET /api/admin/dashboard — sales today, in 7 and 30 days against the days
// before, a chart of the last 30 days (our own SVG, with a table for screen readers), the
// orders to ship and awaiting payment, the products running low and the best sellers. A
// figure links to a page only when the member's back office has it (lib/dashboard.js).
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { adminGet } from '../lib/api.js';
import { t, lang } from '../lib/i18n.js';
import { useStaff } from '../lib/staff.js';
import { visibleRoutes } from '../routes.js';
import { Checklist } from '../components/checklist.jsx';
import { change, chart, axisMoney, ordersLink } from '../lib/dashboard.js';

export function Dashboard() {
  const { staff } = useStaff();
  const routes = visibleRoutes(staff.role);
  const [data, setData] = useState(null);
  const [error, setError] = useState('');
  useEffect(() => { adminGet('/dashboard').then(setData, (err) => setError(err.message)); }, []);
  return (
    <section className="dash">
      <h1>{t('dashboard_title', { name: staff.name || staff.email })}</h1>
      <Checklist routes={routes} />
      {error ? <p className="admin-alert" role="alert">{t('dash_error', { message: error })}</p> : null}
      {!data && !error ? <p className="admin-loading" role="status">{t('dash_loading')}</p> : null}
      {data ? <Figures data={data} /> : null}
    </section>
  );
}

function Figures({ data }) {
  return (
    <>
      <section className="dash-block" aria-labelledby="dash-sales">
        <h2 id="dash-sales">{t('dash_sales')}</h2>
        <p className="people-muted">{t('dash_days_note', { zone: data.time_zone })}</p>
        <ul className="dash-periods">
          {data.periods.map((p) => <Period key={p.days} period={p} />)}
        </ul>
        <SalesChart days={data.days} totalText={data.periods.find((p) => p.days === data.days.length)?.sales.gross_text} />
      </section>
      <section className="dash-block" aria-labelledby="dash-todo">
        <h2 id="dash-todo">{t('dash_todo')}</h2>
        <dl className="dash-todo">
          <div>
            <dt>{t('dash_to_ship')}</dt>
            <dd>
              <span className="dash-big">{data.to_ship.total}</span>
              <span className="dash-split">
                <Count href={ordersLink({ status: 'paid' })} label={t('dash_to_ship_paid')} n={data.to_ship.paid} />
                <Count href={ordersLink({ status: 'processing' })} label={t('dash_to_ship_processing')} n={data.to_ship.processing} />
              </span>
            </dd>
          </div>
          <div>
            <dt>{t('dash_awaiting_all')}</dt>
            <dd><Count href={ordersLink({ payment_status: 'pending' })} n={data.awaiting_payment} name={t('dash_awaiting_all')} big /></dd>
          </div>
        </dl>
      </section>
      <LowStock low={data.low_stock} />
      <section className="dash-block" aria-labelledby="dash-top">
        <h2 id="dash-top">{t('dash_top')}</h2>
        {data.top_by_quantity.length === 0 ? <p className="admin-empty">{t('dash_top_none')}</p> : (
          <div className="dash-tops">
            <TopTable id="dash-top-qty" title={t('dash_top_quantity')} rows={data.top_by_quantity} />
            <TopTable id="dash-top-rev" title={t('dash_top_revenue')} rows={data.top_by_revenue} />
          </div>
        )}
      </section>
    </>
  );
}

// Count is a number with its label, a link to the list it counts when there is one; without
// a label (its term says what it counts) the link is named by name.
function Count({ href, label, name, n, big }) {
  const body = <><span className={big ? 'dash-big' : 'dash-count'}>{n}</span>{label ? <> <span>{label}</span></> : null}</>;
  return <Link className="dash-link" href={href} aria-label={label ? undefined : `${name}: ${n}`}>{body}</Link>;
}

function Period({ period: p }) {
  const c = change(p.sales.gross, p.previous.gross);
  const changeText = c.direction === 'new' || c.direction === 'same' ? t('dash_change_' + c.direction)
    : t('dash_change_' + c.direction, { percent: c.percent });
  return (
    <li className="dash-period" aria-labelledby={`dash-period-${p.days}`}>
      <h3 id={`dash-period-${p.days}`}>{t('dash_period_' + p.days)}</h3>
      <p className="dash-gross">{p.sales.gross_text}</p>
      <p className={'dash-change dash-change--' + c.direction}>
        <span aria-hidden="true">{c.direction === 'up' ? '▲ ' : c.direction === 'down' ? '▼ ' : ''}</span>
        {changeText}
      </p>
      <p className="dash-before people-muted">{t('dash_vs_' + p.days, { amount: p.previous.gross_text })}</p>
      <dl className="dash-facts">
        <div><dt>{t('dash_orders')}</dt><dd>{p.sales.orders}</dd></div>
        <div><dt>{t('dash_average')}</dt><dd>{p.sales.average_text}</dd></div>
        <div><dt>{t('dash_awaiting')}</dt><dd>{p.awaiting.orders} ({p.awaiting.gross_text})</dd></div>
      </dl>
    </li>
  );
}

// SalesChart draws the days as bars in an SVG as wide as its box (measured, so that its text
// keeps its size on a phone), named and summed for screen readers, which also get the table.
// totalText is the 30 days' sum as the server writes it (the chart's days are its 30-day period).
function SalesChart({ days, totalText }) {
  const box = useRef(null);
  const [width, setWidth] = useState(720);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    const measure = () => setWidth(Math.max(280, Math.floor(el.clientWidth)));
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  const height = 220;
  const c = chart(days, { width, height, labelEvery: width < 560 ? 14 : 7 });
  const total = days.reduce((s, d) => s + d.gross, 0);
  const best = days.reduce((b, d) => (d.gross > b.gross ? d : b), days[0] || { gross: 0 });
  return (
    <figure className="dash-chart">
      <div className="dash-chart-box" ref={box}>
        <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby="dash-chart-title dash-chart-desc">
          <title id="dash-chart-title">{t('dash_chart_title')}</title>
          <desc id="dash-chart-desc">
            {total > 0 ? t('dash_chart_desc', { total: totalText || axisMoney(total, lang()), best: best.gross_text, day: best.label })
              : t('dash_chart_empty')}
          </desc>
          {c.ticks.map((tk) => (
            <g key={tk.value} className="dash-tick">
              <line x1={c.plotLeft} x2={c.plotRight} y1={tk.y} y2={tk.y} />
              <text x={c.plotLeft - 6} y={tk.y} dy="0.32em" textAnchor="end">{axisMoney(tk.value, lang())}</text>
            </g>
          ))}
          {c.bars.map((b) => (
            <rect key={b.day.date} className="dash-bar" x={b.x} y={b.y} width={b.width} height={b.height}>
              <title>{`${b.day.label}: ${b.day.gross_text}`}</title>
            </rect>
          ))}
          {c.labels.map((l) => <text key={l.x} className="dash-day" x={l.x} y={height - 8} textAnchor="middle">{l.text}</text>)}
        </svg>
      </div>
      <figcaption className="people-muted">{t('dash_chart_title')}</figcaption>
      <table className="visually-hidden">
        <caption>{t('dash_chart_title')}</caption>
        <thead><tr><th scope="col">{t('dash_day')}</th><th scope="col">{t('dash_sales')}</th><th scope="col">{t('dash_orders')}</th></tr></thead>
        <tbody>
          {days.map((d) => <tr key={d.date}><th scope="row">{d.label}</th><td>{d.gross_text}</td><td>{d.orders}</td></tr>)}
        </tbody>
      </table>
    </figure>
  );
}

function LowStock({ low }) {
  return (
    <section className="dash-block" aria-labelledby="dash-low">
      <h2 id="dash-low">{t('dash_low_stock')}</h2>
      {low.count === 0 ? <p className="admin-empty">{t('dash_low_stock_none', { n: low.threshold })}</p> : (
        <>
          <p className="people-muted" id="dash-low-hint">
            {t('dash_low_stock_hint', { n: low.threshold, count: low.count })}
            {low.count > low.products.length ? ' ' + t('dash_low_stock_shown', { shown: low.products.length }) : ''}
          </p>
          <div className="admin-table-wrap" role="region" tabIndex={0} aria-labelledby="dash-low-hint">
            <table className="admin-table">
              <thead><tr><th scope="col">{t('dash_product')}</th><th scope="col">{t('dash_code')}</th><th scope="col">{t('dash_stock')}</th></tr></thead>
              <tbody>
                {low.products.map((p) => (
                  <tr key={p.id}>
                    <td><ProductName p={p} /></td>
                    <td><code>{p.code}</code></td>
                    <td>{p.stock}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

function ProductName({ p }) {
  return <Link href={`/products/${p.id}`}>{p.title}</Link>;
}

function TopTable({ id, title, rows }) {
  return (
    <div className="admin-table-wrap" role="region" tabIndex={0} aria-labelledby={id}>
      <table className="admin-table">
        <caption id={id} className="dash-caption">{title}</caption>
        <thead><tr><th scope="col">{t('dash_product')}</th><th scope="col">{t('dash_quantity')}</th><th scope="col">{t('dash_revenue')}</th></tr></thead>
        <tbody>
          {rows.map((p) => (
            <tr key={p.id}>
              <td><ProductName p={p} /></td>
              <td>{p.quantity}</td>
              <td>{p.revenue_text}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
