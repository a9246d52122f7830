/** FNV-1a: picks a template variant from the input itself, so output varies by product yet stays deterministic. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function pick<T>(options: readonly [T, ...T[]], seed: string): T {
  return options[stableHash(seed) % options.length] ?? options[0];
}
