/** GSM 03.38 basic character set: text made only of these fits 160 characters in one SMS. */
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);

const REPLACEMENTS: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '‚': "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '«': '"',
  '»': '"',
  '–': '-',
  '—': '-',
  '…': '...',
  '€': 'EUR',
  '•': '-',
  '\t': ' ',
  '\u00a0': ' ',
  '[': '(',
  ']': ')',
  '{': '(',
  '}': ')',
  '~': '-',
  '|': '/',
  '^': '',
  '\\': '/',
};

/** Rewrites text into GSM-7 basic characters (one SMS segment holds 160 of them); what cannot be mapped is dropped. */
export function toGsm(text: string): string {
  let out = '';
  for (const char of text) {
    if (GSM_BASIC.has(char)) {
      out += char;
      continue;
    }
    const mapped = REPLACEMENTS[char];
    if (mapped !== undefined) {
      out += mapped;
      continue;
    }
    const plain = char.normalize('NFD').replace(/\p{M}/gu, '');
    if ([...plain].every((c) => GSM_BASIC.has(c))) out += plain;
  }
  return out.replace(/[ ]{2,}/g, ' ').trim();
}

export function isGsm(text: string): boolean {
  return [...text].every((char) => GSM_BASIC.has(char));
}
