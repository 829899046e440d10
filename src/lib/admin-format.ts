/** Spec: prices in the console with $ and two decimals. */
export function formatAdminPrice(value: number): string {
  return `$${value.toFixed(2)}`;
}

/** Spec: media sizes in KB with one decimal. */
export function formatKilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
