export interface SrcsetCandidate {
  url: string;
  /** Width/density descriptor as written (`480w`, `2x`), or '' when absent. */
  descriptor: string;
}

/**
 * Splits a srcset the way the HTML standard does: a URL is a run of non-space characters (so commas
 * inside CDN URLs such as `w_100,h_80` survive), a trailing comma ends a descriptor-less candidate,
 * and descriptors run to the next comma outside parentheses.
 */
export function parseSrcset(srcset: string): SrcsetCandidate[] {
  const candidates: SrcsetCandidate[] = [];
  let i = 0;
  const n = srcset.length;
  while (i < n) {
    while (i < n && /[\s,]/.test(srcset[i] ?? '')) i++;
    if (i >= n) break;
    let end = i;
    while (end < n && !/\s/.test(srcset[end] ?? '')) end++;
    let url = srcset.slice(i, end);
    i = end;
    let descriptor = '';
    if (url.endsWith(',')) {
      url = url.replace(/,+$/, '');
    } else {
      let depth = 0;
      const start = i;
      while (i < n) {
        const ch = srcset[i];
        if (ch === '(') depth++;
        else if (ch === ')') depth = Math.max(0, depth - 1);
        else if (ch === ',' && depth === 0) break;
        i++;
      }
      descriptor = srcset.slice(start, i).trim();
      i++;
    }
    if (url !== '') candidates.push({ url, descriptor });
  }
  return candidates;
}

export function serializeSrcset(candidates: readonly SrcsetCandidate[]): string {
  return candidates.map((c) => (c.descriptor ? `${c.url} ${c.descriptor}` : c.url)).join(', ');
}
