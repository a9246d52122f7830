/**
 * A link with `param=value` in its query (before any fragment), replacing a value the link already had
 * for that parameter: how our click id reaches a marketplace's sub-id field (Digistore24 `cid`,
 * ClickBank `tid`, a network's own name). String work only: this runs on every human click.
 */
export function withSubId(location: string, param: string, value: string): string {
  const hashAt = location.indexOf('#');
  const base = hashAt === -1 ? location : location.slice(0, hashAt);
  const fragment = hashAt === -1 ? '' : location.slice(hashAt);
  const pair = `${encodeURIComponent(param)}=${value}`;
  const queryAt = base.indexOf('?');
  if (queryAt === -1) return `${base}?${pair}${fragment}`;
  const name = encodeURIComponent(param);
  const kept = base
    .slice(queryAt + 1)
    .split('&')
    .filter((p) => p !== '' && p !== name && !p.startsWith(`${name}=`));
  kept.push(pair);
  return `${base.slice(0, queryAt)}?${kept.join('&')}${fragment}`;
}
