import '../common.js';
// Home page (spec §2 Home): category sidebar and banner gallery, benefits, promo banners, the
// five automatic product sliders, the information block, blog, brands and the newsletter box.
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../lib/i18n.js';
import { shop } from '../state/shared.js';
import { consentGranted } from '../state/prefs.js';
import { BannerGallery } from '../components/banner-gallery.jsx';
import { CategorySidebar } from '../components/home/category-sidebar.jsx';
import { Benefits } from '../components/home/benefits.jsx';
import { ExtraBanners } from '../components/home/extra-banners.jsx';
import { AutoSlider } from '../components/home/auto-slider.jsx';
import { InfoBlock } from '../components/home/info-block.jsx';
import { BlogArticles } from '../components/home/blog-articles.jsx';
import { Manufacturers } from '../components/home/manufacturers.jsx';
import { NewsletterBox } from '../components/deferred.jsx';
import { useReviewWidget } from '../components/home/review-widget.js';

export default function Home({
  gallery_banners: gallery, benefit_banners: benefits, extra_banners: extras, info_banner: info,
  sliders = [], articles, manufacturers, newsletter_action: newsletter,
}) {
  useSignals();
  const { telephone_shop: telephoneShop, review_widget_url: reviewWidget } = shop.value;
  useReviewWidget(reviewWidget, consentGranted.value);

  return (
    <div className="home">
      <h1 className="sr-only">{t('home_title')}</h1>
      <div className={'container home-top' + (telephoneShop ? ' home-top--wide' : '')}>
        {telephoneShop ? null : <CategorySidebar />}
        <BannerGallery banners={gallery || []} />
      </div>
      <Benefits items={benefits} />
      {/* products come before the promo banners, so a phone's first screen shows some */}
      {sliders.slice(0, 1).map((type) => <AutoSlider key={type} type={type} firstScreen />)}
      <ExtraBanners items={extras} />
      {sliders.slice(1).map((type) => <AutoSlider key={type} type={type} />)}
      <InfoBlock banner={info} />
      <BlogArticles articles={articles} />
      <Manufacturers items={manufacturers} />
      <NewsletterBox action={newsletter} />
    </div>
  );
}
