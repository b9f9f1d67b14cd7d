// The back office's pages, one line each: the path under /admin, the page, its label in the
// navigation (an i18n key; null keeps it out of the navigation) and the least role that may
// open it (owner pages are hidden from staff, and the server refuses their calls too).
import { Dashboard } from './pages/dashboard.jsx';
import { Products } from './pages/products.jsx';
import { ProductEdit } from './pages/product-edit.jsx';
import { Account } from './pages/account.jsx';
import { StaffPage } from './pages/staff.jsx';
import { Audit } from './pages/audit.jsx';
import { Categories } from './pages/categories.jsx';
import { Manufacturers } from './pages/manufacturers.jsx';
import { Properties } from './pages/properties.jsx';
import { Services } from './pages/services.jsx';
import { SettingsPage } from './pages/settings.jsx';
import { ShippingPage } from './pages/shipping.jsx';
import { PaymentsPage } from './pages/payments.jsx';
import { CouponsPage } from './pages/coupons.jsx';
import { BannersPage, BenefitsPage, SlidersPage, ArticlesPage, TeamPage } from './pages/content.jsx';
import { InfoPagesPage } from './pages/info-pages.jsx';
import { TextsPage } from './pages/ui-texts.jsx';
import { ImportPage } from './pages/import.jsx';
import { CustomersPage, CustomerPage } from './pages/customers.jsx';
import { ReviewsPage } from './pages/reviews.jsx';
import { MessagesPage } from './pages/messages.jsx';
import { SubscriptionsPage } from './pages/subscriptions.jsx';
import { OrdersPage } from './pages/orders.jsx';
import { OrderPage } from './pages/order.jsx';
import { BankPaymentsPage } from './pages/bank-payments.jsx';
import { AccountingPage } from './pages/accounting.jsx';
import { GuaranteeArtPage } from './pages/guarantee-art.jsx';

export const routes = [
  // In the navigation's order: the day's work (orders and their money, people), the catalogue,
  // the content, then the shop's setup and the member's own account.
  { path: '/', page: Dashboard, label: 'nav_dashboard', role: 'staff' },
  { path: '/orders', page: OrdersPage, label: 'nav_orders', role: 'staff' },
  { path: '/orders/:id', page: OrderPage, label: null, role: 'staff' },
  { path: '/bank-payments', page: BankPaymentsPage, label: 'nav_bank_payments', role: 'owner' },
  { path: '/accounting', page: AccountingPage, label: 'nav_accounting', role: 'owner' },
  { path: '/customers', page: CustomersPage, label: 'nav_customers', role: 'staff' },
  { path: '/customers/:id', page: CustomerPage, label: null, role: 'staff' },
  { path: '/reviews', page: ReviewsPage, label: 'nav_reviews', role: 'staff' },
  { path: '/messages', page: MessagesPage, label: 'nav_messages', role: 'staff' },
  { path: '/subscriptions', page: SubscriptionsPage, label: 'nav_subscriptions', role: 'staff' },
  { path: '/products', page: Products, label: 'nav_products', role: 'staff' },
  { path: '/products/new', page: ProductEdit, label: null, role: 'staff' },
  { path: '/products/:id', page: ProductEdit, label: null, role: 'staff' },
  { path: '/categories', page: Categories, label: 'nav_categories', role: 'staff' },
  { path: '/manufacturers', page: Manufacturers, label: 'nav_manufacturers', role: 'staff' },
  { path: '/properties', page: Properties, label: 'nav_properties', role: 'staff' },
  { path: '/services', page: Services, label: 'nav_services', role: 'staff' },
  { path: '/import', page: ImportPage, label: 'nav_import', role: 'staff' },
  { path: '/coupons', page: CouponsPage, label: 'nav_coupons', role: 'staff' },
  { path: '/content/banners', page: BannersPage, label: 'content_banners', role: 'staff' },
  { path: '/content/benefits', page: BenefitsPage, label: 'content_benefits', role: 'staff' },
  { path: '/content/sliders', page: SlidersPage, label: 'content_sliders', role: 'staff' },
  { path: '/content/articles', page: ArticlesPage, label: 'content_articles', role: 'staff' },
  { path: '/content/pages', page: InfoPagesPage, label: 'content_pages', role: 'staff' },
  { path: '/content/team', page: TeamPage, label: 'content_team', role: 'staff' },
  { path: '/content/texts', page: TextsPage, label: 'content_texts', role: 'staff' },
  { path: '/content/guarantee-notice', page: GuaranteeArtPage, label: 'guarantee_art_nav', role: 'owner' },
  { path: '/settings', page: SettingsPage, label: 'nav_settings', role: 'owner' },
  { path: '/shipping', page: ShippingPage, label: 'nav_shipping', role: 'owner' },
  { path: '/payments', page: PaymentsPage, label: 'nav_payments', role: 'owner' },
  { path: '/staff', page: StaffPage, label: 'nav_staff', role: 'owner' },
  { path: '/audit', page: Audit, label: 'nav_audit', role: 'owner' },
  { path: '/account', page: Account, label: 'nav_account', role: 'staff' },
];

// visibleRoutes is what a member of role sees.
export function visibleRoutes(role, list = routes) {
  return list.filter((r) => r.role === 'staff' || role === 'owner');
}
