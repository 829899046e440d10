import { getTranslations } from 'next-intl/server';
import { FormMessages } from '@/components/forms/form-messages';
import { ReservationForm } from '@/features/reservations/site/reservation-form';
import { PageHeader } from '@/components/site/page-header';
import { telHref } from '@/components/site/location-summary-card';
import { reservationFormLabels } from '@/i18n/form-labels';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { formatTime } from '@/lib/hours';
import { localizedPath } from '@/lib/locale-path';
import { localized } from '@/lib/localized';
import { simplePageMetadata } from '@/lib/page-meta';
import { bookableDates, takesReservations } from '@/features/reservations/rules/reservations';
import { isCalendarDate } from '@/schemas/common';
import { getDb } from '@/server/db/client';
import { listPublishedLocations } from '@/server/locations/queries';
import { readFirstOpenDay, readReservationDay } from '@/features/reservations/server/queries';

// What is open changes with every booking: rendered for each request, never cached.
export const dynamic = 'force-dynamic';

type Query = { location?: string | string[]; date?: string | string[]; party?: string | string[] };
type Props = { params: LocaleParams; searchParams: Promise<Query> };

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');

export async function generateMetadata({ params }: Props) {
  return simplePageMetadata(await pageLocale(params), 'reserve');
}

/**
 * A table request in two steps, each a plain form: the location, day and party (sent back to this
 * page, which shows the times still open), then the time and who is coming (the action). Rendered
 * for every request: what is open changes with every booking.
 */
export default async function ReservePage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('reserve');
  const query = await searchParams;
  const places = (await listPublishedLocations()).filter(takesReservations);
  const chosen = places.find((p) => p.slug === one(query.location)) ?? places[0];
  const dates = chosen ? bookableDates(chosen) : null;
  const asked = one(query.date);
  const largest = chosen?.maxPartySize ?? 1;
  const party = Math.min(Math.max(Number.parseInt(one(query.party), 10) || 2, 1), largest);
  const db = await getDb();
  // A day asked for is shown as it is; otherwise the first day with a time left.
  const { date, day } = !chosen
    ? { date: '', day: null }
    : isCalendarDate(asked)
      ? { date: asked, day: await readReservationDay(db, chosen.slug, asked, party) }
      : ((await readFirstOpenDay(db, chosen.slug, party)) ?? { date: dates!.first, day: null });
  const name = chosen ? localized(chosen, 'name', locale) : '';
  const phone = chosen?.phones[0];
  const message = await getTranslations();

  return (
    <main id="main">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <div className="mx-auto grid max-w-4xl gap-8 px-4 pb-20 md:px-6">
        {!chosen || !dates ? (
          <p className="card p-6 text-charcoal">{t('noLocations')}</p>
        ) : (
          <>
            <section aria-labelledby="reserve-step-1" className="card p-6 md:p-8">
              <h2 id="reserve-step-1" className="font-display text-xl font-bold text-coffee">
                {t('step1')}
              </h2>
              <form
                method="get"
                action={localizedPath(locale, '/reserve')}
                className="mt-4 grid gap-5 md:grid-cols-2 lg:grid-cols-[2fr_1.4fr_1.2fr_auto] lg:items-end"
              >
                <label className="grid gap-1.5 font-semibold text-coffee">
                  {t('location')}
                  <select name="location" defaultValue={chosen.slug} className="field-input">
                    {places.map((place) => (
                      <option key={place.slug} value={place.slug}>
                        {localized(place, 'name', locale)}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="grid gap-1.5 font-semibold text-coffee">
                  {t('date')}
                  <input
                    type="date"
                    name="date"
                    dir="ltr"
                    required
                    min={dates.first}
                    max={dates.last}
                    defaultValue={date}
                    aria-invalid={day?.problem ? true : undefined}
                    aria-describedby={day?.problem ? 'reserve-day-problem' : undefined}
                    className="field-input"
                  />
                </label>
                <label className="grid gap-1.5 font-semibold text-coffee">
                  {t('party')}
                  <select name="party" defaultValue={String(party)} className="field-input">
                    {Array.from({ length: largest }, (_, i) => i + 1).map((count) => (
                      <option key={count} value={count}>
                        {t('partyOption', { count })}
                      </option>
                    ))}
                  </select>
                </label>
                <button type="submit" className="pill-action min-h-12 justify-center px-6">
                  {t('showTimes')}
                </button>
              </form>
              <p className="mt-3 text-sm text-muted">
                {t('maxParty', { count: largest })}{' '}
                {phone ? (
                  <a
                    href={telHref(phone)}
                    className="font-semibold text-pomegranate-deep underline"
                  >
                    {t('callInstead', { name })}
                  </a>
                ) : null}
              </p>
              {day?.problem ? (
                <p
                  id="reserve-day-problem"
                  role="alert"
                  className="mt-3 font-medium text-pomegranate-deep"
                >
                  {message(day.problem.message as never)}
                </p>
              ) : null}
            </section>

            {day && !day.problem ? (
              <section aria-labelledby="reserve-step-2">
                <h2 id="reserve-step-2" className="mb-2 font-display text-xl font-bold text-coffee">
                  {t('step2')}
                </h2>
                <p className="mb-4 text-charcoal">
                  {t('summary', {
                    location: name,
                    date: new Intl.DateTimeFormat(locale === 'ar' ? 'ar-u-nu-arab' : 'en-US', {
                      dateStyle: 'full',
                      timeZone: 'UTC',
                    }).format(new Date(`${date}T00:00:00Z`)),
                    guests: t('partyOption', { count: party }),
                  })}
                </p>
                {day.slots.length === 0 ? (
                  <p role="status" className="card p-6 text-charcoal">
                    {t('noTimes')}
                  </p>
                ) : (
                  <FormMessages>
                    <ReservationForm
                      locale={locale}
                      labels={await reservationFormLabels()}
                      locationSlug={chosen.slug}
                      date={date}
                      partySize={party}
                      times={day.slots.map((slot) => ({
                        value: slot.time,
                        label: formatTime(slot.time, locale),
                      }))}
                    />
                  </FormMessages>
                )}
              </section>
            ) : null}
          </>
        )}
      </div>
    </main>
  );
}
