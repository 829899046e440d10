import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/card';
import { Table, Td, Th } from '@/components/ui/table';
import {
  ANALYTICS_PERIODS,
  CONVERSION_KINDS,
  conversionReport,
  type AnalyticsPeriod,
} from '@/lib/analytics-report';
import { cn } from '@/lib/cn';
import { todayDate } from '@/lib/time-zone';
import { loadOrNull } from '@/server/admin-load';
import { readConversions } from '@/server/analytics/queries';
import type { Db } from '@/server/db/client';
import { listLocationsForAdmin } from '@/server/locations/queries';
import { ConversionsChart } from './conversions-chart';
import { ExportLink } from '@/components/admin/export-link';

/**
 * The dashboard's first-party conversions: per location, the clicks on order, call, directions
 * and reserve and the forms sent over the last 7, 30 or 90 days, as a chart and as a table; the
 * most viewed pages per language; and the period's counts as CSV.
 */
export async function ConversionsSection({ db, days }: { db: Db; days: AnalyticsPeriod }) {
  const t = await getTranslations({ locale: 'en', namespace: 'admin.analytics' });
  // Like the dashboard's counts: a failed read is logged and said, the rest of the page shows.
  const loaded = await loadOrNull('dashboard', () =>
    Promise.all([readConversions(db, todayDate(), days), listLocationsForAdmin(db)]),
  );
  if (!loaded) {
    return (
      <section aria-labelledby="conversions-title" className="mt-8">
        <h2 id="conversions-title" className="mb-3 text-lg font-semibold text-stone-900">
          {t('title')}
        </h2>
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900"
        >
          {t('loadFailed')}
        </p>
      </section>
    );
  }
  const [conversions, places] = loaded;
  const report = conversionReport(
    conversions.events,
    conversions.days,
    places.map((place) => ({ slug: place.slug, name: place.nameEn })),
    t('withoutLocation'),
  );
  const number = new Intl.NumberFormat('en-US');

  return (
    <section aria-labelledby="conversions-title" className="mt-8">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="conversions-title" className="text-lg font-semibold text-stone-900">
            {t('title')}
          </h2>
          <p className="text-sm text-stone-600">{t('subtitle')}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <nav aria-label={t('period')} className="flex gap-1 rounded-md bg-stone-100 p-1">
            {ANALYTICS_PERIODS.map((period) => (
              <Link
                key={period}
                href={`/admin?days=${period}`}
                scroll={false}
                aria-current={period === days ? 'page' : undefined}
                className={cn(
                  'rounded px-3 py-1 text-sm font-medium text-stone-700',
                  'focus-visible:outline-2 focus-visible:outline-saffron-deep',
                  period === days ? 'bg-white text-stone-900 shadow-sm' : 'hover:text-stone-900',
                )}
              >
                {t('days', { count: period })}
              </Link>
            ))}
          </nav>
          <ExportLink
            href={`/api/admin/export/analytics?days=${days}`}
            label={t('export')}
            size="sm"
          />
        </div>
      </div>

      <Card className="p-4">
        {report.series.length === 0 ? (
          <p className="py-10 text-center text-sm text-stone-600">{t('empty')}</p>
        ) : (
          <figure>
            <ConversionsChart report={report} label={t('chartLabel', { count: days })} />
            <figcaption className="mt-2 text-xs text-stone-600">
              {t('chartCaption', { from: conversions.from, to: conversions.to })}
            </figcaption>
          </figure>
        )}
      </Card>

      {report.totals.length > 0 && (
        <div className="mt-4">
          <Table>
            <caption className="sr-only">{t('tableCaption', { count: days })}</caption>
            <thead>
              <tr>
                <Th>{t('location')}</Th>
                {CONVERSION_KINDS.map((kind) => (
                  <Th key={kind} className="text-end">
                    {t(`kinds.${kind}`)}
                  </Th>
                ))}
                <Th className="text-end">{t('total')}</Th>
              </tr>
            </thead>
            <tbody>
              {report.totals.map((row) => (
                <tr key={row.key}>
                  <Th
                    scope="row"
                    className="bg-white text-sm font-medium tracking-normal normal-case text-stone-900"
                  >
                    {row.name}
                  </Th>
                  {CONVERSION_KINDS.map((kind) => (
                    <Td key={kind} className="text-end tabular-nums">
                      {number.format(row[kind])}
                    </Td>
                  ))}
                  <Td className="text-end font-semibold tabular-nums">
                    {number.format(row.total)}
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}

      <h3 className="mt-6 mb-2 font-semibold text-stone-900">{t('pagesTitle')}</h3>
      {conversions.pages.length === 0 ? (
        <p className="text-sm text-stone-600">{t('pagesEmpty')}</p>
      ) : (
        <Table>
          <caption className="sr-only">{t('pagesCaption', { count: days })}</caption>
          <thead>
            <tr>
              <Th>{t('page')}</Th>
              <Th>{t('language')}</Th>
              <Th className="text-end">{t('views')}</Th>
            </tr>
          </thead>
          <tbody>
            {conversions.pages.map((row) => (
              <tr key={`${row.language}${row.page}`}>
                <Td className="font-mono text-xs" dir="ltr">
                  {row.page}
                </Td>
                <Td>{t(`languages.${row.language === 'ar' ? 'ar' : 'en'}`)}</Td>
                <Td className="text-end tabular-nums">{number.format(row.count)}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
