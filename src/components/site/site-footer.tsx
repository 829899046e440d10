import { getLocale, getTranslations } from 'next-intl/server';
import { SiteLink } from '@/components/site/site-link';
import { brandName } from '@/lib/brand';
import { SOCIAL_NETWORKS, telHref } from '@/lib/site-settings';
import { localized } from '@/lib/localized';
import { SITE_NAV } from '@/lib/site-nav';
import { listPublishedLocations } from '@/server/locations/queries';
import { getSiteSettings } from '@/server/settings/queries';
import { LogoMark } from './logo';
import { foldHeight } from '@/components/site/below-fold';

export async function SiteFooter() {
  const locale = await getLocale();
  const t = await getTranslations('footer');
  const nav = await getTranslations('nav');
  const brand = brandName(locale);
  const [locations, settings] = await Promise.all([listPublishedLocations(), getSiteSettings()]);
  const open = locations.filter((l) => !l.comingSoon);

  return (
    <footer
      className="below-fold bg-coffee text-cream"
      style={foldHeight(56 + 3 * open.length, 52 + 3 * open.length, 24 + 2 * open.length)}
    >
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 md:grid-cols-[1.4fr_1fr_1fr] md:px-6">
        <div>
          <div className="flex items-center gap-3">
            <LogoMark className="size-10" />
            <span className="font-display text-2xl font-bold">{brand}</span>
          </div>
          <p className="mt-4 max-w-sm text-sand">{t('tagline')}</p>
          <p className="mt-6 text-sm font-semibold uppercase tracking-wider text-saffron">
            {t('followUs')}
          </p>
          <ul className="mt-2 flex flex-wrap gap-x-4">
            {SOCIAL_NETWORKS.filter((network) => settings.social[network]).map((network) => (
              <li key={network}>
                <a href={settings.social[network]} className="footer-link" rel="noopener">
                  {t(network, { brand })}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={t('explore')}>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-saffron">
            {t('explore')}
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1">
            {SITE_NAV.map((item) => (
              <li key={item.key}>
                <SiteLink href={item.href} className="footer-link">
                  {nav(item.key)}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-saffron">
            {t('visit')}
          </h2>
          <ul className="mt-3 space-y-1">
            {open.map((location) => (
              <li key={location.slug}>
                <SiteLink href={`/locations/${location.slug}`} className="footer-link">
                  {localized(location, 'name', locale)}
                </SiteLink>
              </li>
            ))}
            <li>
              <a href={telHref(settings.phone)} className="footer-link" dir="ltr">
                {settings.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${settings.contactEmail}`} className="footer-link">
                {settings.contactEmail}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-cream/15">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-5 text-sm text-sand md:px-6">
          <p>{t('rights', { year: new Date().getFullYear(), brand })}</p>
          <SiteLink href="/privacy" className="footer-link">
            {t('privacy')}
          </SiteLink>
        </div>
      </div>
    </footer>
  );
}
