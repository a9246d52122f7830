/** Digistore24 sends yes/no fields as the strings "Y" and "N"; anything else is unknown. */
export function yesNo(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return null;
  const v = value.trim().toUpperCase();
  if (v === 'Y' || v === 'YES') return true;
  if (v === 'N' || v === 'NO') return false;
  return null;
}

/** The opposite direction, for our sandbox's replies. */
export function toYesNo(value: boolean): 'Y' | 'N' {
  return value ? 'Y' : 'N';
}
