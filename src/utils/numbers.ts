/**
 * 2900 → "2,900", 0.5 → "0.5": thousands grouped with commas, as the site writes numbers. The
 * same on the server and in every browser, because no locale data is involved.
 */
export function formatNumber(value: number): string {
  const [whole = '0', fraction] = String(value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${grouped}.${fraction}` : grouped;
}
