/** A percentage string grouped as people read it: "1270.3" → "1,270.3". Text only, no arithmetic. */
export function formatPercent(percent: string): string {
  const [whole, fraction] = percent.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction !== undefined ? `${grouped}.${fraction}` : grouped;
}
