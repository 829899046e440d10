'use client';

import { useTranslations } from 'next-intl';
import { INBOX_FILTERS, INBOX_SORTS, INBOX_STATUSES, type InboxKind } from '@/lib/inbox';
import { DateRangeFilter, SearchToolbar } from '@/components/admin/list-controls';
import { Select } from '@/components/ui/controls';
import { useAdminText } from './use-admin-text';

export const INBOX_DEFAULTS = {
  q: '',
  status: '',
  type: '',
  position: '',
  location: '',
  rating: '',
  from: '',
  to: '',
  sort: 'newest',
  view: 'table',
  page: 1,
};
export type InboxFilterState = typeof INBOX_DEFAULTS;

/** A labelled filter select whose first option means "all". */
function FilterSelect({
  label,
  all,
  value,
  options,
  onChange,
}: {
  label: string;
  all?: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <Select
      aria-label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      className="w-auto min-w-36"
    >
      {all ? <option value="">{all}</option> : null}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </Select>
  );
}

/** Search, the kind's own filters, the date range and the sort order of an inbox. */
export function InboxFilters({
  kind,
  state,
  set,
  pending,
  count,
  locations,
}: {
  kind: InboxKind;
  state: InboxFilterState;
  set: (changes: Partial<InboxFilterState>) => void;
  pending: boolean;
  count: string;
  locations: { slug: string; name: string }[];
}) {
  const t = useTranslations('admin.inbox');
  const text = useAdminText();
  const offers = INBOX_FILTERS[kind];
  const values = (group: string, list: readonly string[]) =>
    list.map((value) => ({ value, label: text(`inbox.values.${group}.${value}`) }));
  return (
    <SearchToolbar
      value={state.q}
      onSearch={(q) => set({ q })}
      placeholder={text(`inbox.${kind}.search`)}
      pending={pending}
      count={count}
    >
      <FilterSelect
        label={t('filterStatus')}
        all={t('allStatuses')}
        value={state.status}
        options={INBOX_STATUSES[kind].map((value) => ({
          value,
          label: text(`inbox.statuses.${value}`),
        }))}
        onChange={(status) => set({ status })}
      />
      {offers.type ? (
        <FilterSelect
          label={t('filterType')}
          all={t('allTypes')}
          value={state.type}
          options={values('inquiryTypes', offers.type)}
          onChange={(type) => set({ type })}
        />
      ) : null}
      {offers.position ? (
        <FilterSelect
          label={t('filterPosition')}
          all={t('allPositions')}
          value={state.position}
          options={values('positions', offers.position)}
          onChange={(position) => set({ position })}
        />
      ) : null}
      {offers.location ? (
        <FilterSelect
          label={t('filterLocation')}
          all={t('allLocations')}
          value={state.location}
          options={[
            ...locations.map((l) => ({ value: l.slug, label: l.name })),
            ...(kind === 'reviews' ? [{ value: 'general', label: t('generalLocation') }] : []),
          ]}
          onChange={(location) => set({ location })}
        />
      ) : null}
      {offers.rating ? (
        <FilterSelect
          label={t('filterRating')}
          all={t('allRatings')}
          value={state.rating}
          options={[1, 2, 3, 4, 5].map((r) => ({
            value: String(r),
            label: t('ratingValue', { rating: r }),
          }))}
          onChange={(rating) => set({ rating })}
        />
      ) : null}
      <DateRangeFilter from={state.from} to={state.to} onChange={set} />
      <FilterSelect
        label={t('sortBy')}
        value={state.sort}
        options={INBOX_SORTS.map((value) => ({
          value,
          label: text(`inbox.sorts.${value === 'name' && kind === 'reviews' ? 'rating' : value}`),
        }))}
        onChange={(sort) => set({ sort })}
      />
    </SearchToolbar>
  );
}
