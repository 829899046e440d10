type Named = { comingSoon: boolean; nameEn: string; nameAr: string };

/**
 * Spec: a location is coming soon for the flag or when its name says so (EN 'Coming Soon', AR
 * قريباً). It has no kitchen yet: no menu of its own, no phone, no orders.
 */
export function isComingSoon(location: Named): boolean {
  return (
    location.comingSoon ||
    location.nameEn.includes('Coming Soon') ||
    location.nameAr.includes('قريباً')
  );
}
