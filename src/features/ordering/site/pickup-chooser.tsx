'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useHydrated } from '@/components/forms/use-hydrated';
import type { Language } from '@/lib/enums';
import { formatWallClock, type PickupOffer } from '@/features/ordering/rules/pickup-format';
import { pickupTimes } from '@/server/browser-actions';
import { choosePickup, useChosenPickup } from './pickup-choice-store';
import { PickupTime } from './pickup-time-fields';
import { SiteDialog } from './site-dialog';

/**
 * The ordering page's pickup time: as soon as possible, or a later time the guest chooses here
 * (kept with the cart for the checkout), so that the dishes not served then are greyed as they
 * choose (served-now.tsx). The page is stored and the same for everyone, so the times open are
 * asked for when the guest opens the chooser, as the checkout offers them. Drawn by the server
 * without a time (it cannot know what this browser chose); its button, like the Add buttons, is
 * held until the page is live (`data-needs-script`).
 */
export function PickupChooser({
  restaurant,
  timeZone,
  language,
  closedNow,
}: {
  restaurant: string;
  timeZone: string;
  language: Language;
  /** As soon as possible cannot be taken now (closed or paused, said at the top of the page). */
  closedNow: boolean;
}) {
  const t = useTranslations('pickup');
  const ready = useHydrated();
  const chosen = useChosenPickup(restaurant, timeZone);
  const [open, setOpen] = useState(false);
  const [offer, setOffer] = useState<PickupOffer | null>(null);
  const [failed, setFailed] = useState(false);
  const [when, setWhen] = useState<'asap' | 'later'>('asap');
  const [slot, setSlot] = useState<string | null>(null);

  const start = () => {
    setOpen(true);
    setOffer(null);
    setFailed(false);
    pickupTimes({ locationSlug: restaurant, language })
      .then((answer) => {
        if (answer.status !== 'success') {
          setFailed(true);
          return;
        }
        const times = answer.data;
        const offered = times.days.some((day) => day.times.some((time) => time.value === chosen));
        setOffer(times);
        setWhen(offered || !times.asap.ok ? 'later' : 'asap');
        setSlot(offered ? chosen : null);
      })
      .catch(() => setFailed(true));
  };
  const first = offer?.days[0]?.times[0]?.value ?? null;
  const save = () => {
    choosePickup(restaurant, when === 'later' ? (slot ?? first) : null);
    setOpen(false);
  };
  const now = chosen
    ? formatWallClock(chosen, language)
    : closedNow
      ? t('pickupChooseLater')
      : t('asapShort');

  return (
    <section aria-labelledby="pickup-choice-title" className="card mb-6 grid gap-1 px-4 py-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="pickup-choice-title" className="font-semibold text-coffee">
          {t('pickupTime')}
        </h2>
        <button
          type="button"
          disabled={!ready}
          data-needs-script=""
          onClick={start}
          className="pill-outline shrink-0 disabled:cursor-wait disabled:opacity-60"
        >
          {t('changePickup')}
        </button>
      </div>
      {/* What this browser chose is known once the page is live: until then, no time is said
          (its line keeps its height, so nothing moves when it is). */}
      <p className="min-h-6 text-charcoal" data-testid="pickup-choice">
        {ready ? now : ''}
      </p>
      <SiteDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('pickupTime')}
        closeLabel={t('close')}
        footer={
          <button
            type="button"
            onClick={save}
            disabled={!offer}
            className="pill-action w-full justify-center disabled:opacity-60"
          >
            {t('pickupSave')}
          </button>
        }
      >
        {offer ? (
          <div className="grid gap-3">
            <p className="text-sm text-charcoal">{t('pickupChooserHint')}</p>
            <PickupTime
              asap={offer.asap}
              days={offer.days}
              when={when}
              onChoose={setWhen}
              slot={slot}
              onSlot={setSlot}
              framed={false}
            />
          </div>
        ) : (
          <p role={failed ? 'alert' : 'status'} className="text-charcoal">
            {failed ? t('pickupTimesFailed') : t('pickupTimesLoading')}
          </p>
        )}
      </SiteDialog>
    </section>
  );
}
