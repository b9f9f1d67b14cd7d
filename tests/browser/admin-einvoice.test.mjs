// A business's e-invoice: its order's page on a phone offers the invoice as a PDF and, beside
// it, the e-invoice (UBL), which downloads the Peppol file naming the buyer's VAT number; a
// private person's order page offers only the PDF. Staff find the e-invoice on the back
// office's order page. The pages are axe-clean and fit 390 px.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startShop, launch, openPage, axe, MOBILE } from './harness.mjs';

let shop, browser;
before(async () => { [shop, browser] = await Promise.all([startShop(), launch()]); });
after(async () => {
  await browser?.close();
  await shop?.stop();
});

async function fits(page, what) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  assert.ok(overflow <= 0, `${what} is ${overflow} px wider than the screen`);
}

// placeB2B places a guest company's transfer order of one product in stock and answers the
// order answer and its page's path.
async function placeB2B() {
  const call = await shop.guest();
  const [p] = await shop.inStock();
  const lv = (await shop.api('/api/countries')).countries.find((c) => c.code === 'LV');
  await call(`/api/cart-item/add/${p.id}`, { quantity: 1 });
  const phone = { countryCallingCode: '+371', number: '20000000' };
  const res = await call('/api/order/store', {
    order: { user_type: 'b2b', user_name: 'Jānis', user_surname: 'Ozols', user_email: 'firm@example.lv', user_phone_number: phone,
      company_name: 'SIA Ābele', company_reg_num: '40003123456', company_vat_num: 'LV40003123456',
      company_address: 'Dzirnavu iela 5', company_city: 'Rīga', company_zip: 'LV-1010', company_country_id: lv.id },
    shipping: { country_id: lv.id, city: 'Rīga', address: 'Dzirnavu iela 5', zip: 'LV-1010', user_phone_number: phone },
    shipping_method: 'dpd-courier', payment_method: 'swedbank', terms_accepted: true,
  });
  return { order: res.order, path: new URL(res.payment_link, shop.url).pathname };
}

test("a business's order page offers the e-invoice beside the PDF, a private person's only the PDF", async () => {
  const { order, path } = await placeB2B();
  const { page, errors } = await openPage(browser, MOBILE, { bypassCSP: true });
  await page.goto(shop.url + path);
  const ubl = page.getByRole('link', { name: 'E-rēķins (UBL)' });
  await ubl.waitFor();
  const pdf = page.getByRole('link', { name: 'Rēķins (PDF)' });
  assert.match(await pdf.getAttribute('href'), /\/invoice\.pdf$/);
  const href = await ubl.getAttribute('href');
  assert.match(href, /\/invoice\.xml$/);
  const res = await page.request.get(shop.url + href);
  assert.equal(res.status(), 200);
  const xml = await res.text();
  assert.match(xml, /<cbc:CustomizationID>urn:cen\.eu:en16931:2017#compliant#urn:fdc:peppol\.eu:2017:poacc:billing:3\.0</);
  assert.match(xml, new RegExp(`<cbc:ID>${order.prefixed_id}</cbc:ID>`));
  assert.match(xml, /<cbc:CompanyID>LV40003123456<\/cbc:CompanyID>/);
  assert.deepEqual(await axe(page), [], "a business's order page");
  await fits(page, "a business's order page");

  const b2c = await shop.order();
  await page.goto(shop.url + '/order/' + b2c);
  await page.getByRole('link', { name: 'Rēķins (PDF)' }).waitFor();
  assert.equal(await page.getByRole('link', { name: 'E-rēķins (UBL)' }).count(), 0, "a private person's order has no e-invoice");
  assert.deepEqual(errors, []);
});

test("staff find a business's e-invoice on the back office's order page", async () => {
  const { order } = await placeB2B();
  const { page, errors } = await openPage(browser, MOBILE, { bypassCSP: true });
  await shop.signInAdmin(page, shop.staff('staff'), `/admin/orders/${order.id}`);
  const panel = page.getByRole('region', { name: 'E-invoices (Peppol UBL)' });
  await panel.waitFor();
  const link = panel.getByRole('link', { name: 'E-invoice (UBL)' });
  const res = await page.request.get(shop.url + await link.getAttribute('href'));
  assert.equal(res.status(), 200);
  assert.match(await res.text(), new RegExp(`<cbc:ID>${order.prefixed_id}</cbc:ID>`));
  assert.deepEqual(await axe(page), [], "the back office's order page with its e-invoices");
  await fits(page, "the back office's order page");
  assert.deepEqual(errors.filter((e) => !/401/.test(e)), [], "no errors but the sign-in page's own 401");
});
