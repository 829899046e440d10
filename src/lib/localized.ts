/** Picks the Arabic or English variant of a bilingual field pair, e.g. nameEn / nameAr. */
export function localized<K extends string>(
  row: { [P in `${K}En` | `${K}Ar`]?: string | null },
  field: K,
  locale: string,
): string {
  const en = row[`${field}En` as `${K}En`] ?? '';
  const ar = row[`${field}Ar` as `${K}Ar`] ?? '';
  return locale === 'ar' ? ar || en : en || ar;
}

/** The other language's variant, shown beside the current one (menu cards). */
export function otherLanguage<K extends string>(
  row: { [P in `${K}En` | `${K}Ar`]?: string | null },
  field: K,
  locale: string,
): string {
  return localized(row, field, locale === 'ar' ? 'en' : 'ar');
}
