import {
  cssUrl,
  dropCharsetRules,
  findCssReferences,
  replaceCssReferences,
  stripCssComments,
  wrapImported,
} from './css.ts';
import { dataUriMediaType, extensionOf, toDataUri } from './data-uri.ts';
import type { FetchKind } from './fetcher-types.ts';
import type { ResourceLoader } from './resource-loader.ts';
import { absoluteHttpUrl } from './urls.ts';

const FONT_EXTENSIONS = new Set(['woff', 'woff2', 'ttf', 'otf', 'eot']);

export interface InlineCssOptions {
  /** `@import` only exists in sheets; a style="" attribute holds declarations only. */
  allowImports: boolean;
  /** Sheets already being inlined above this one: importing one of them again would loop forever. */
  importChain: readonly string[];
}

export function decodeCss(body: Buffer): string {
  return body.toString('utf8').replace(/^\uFEFF/, '');
}

function isInsideFontFace(css: string, offset: number): boolean {
  const before = css.slice(0, offset);
  const at = before.toLowerCase().lastIndexOf('@font-face');
  return at !== -1 && before.indexOf('}', at) === -1;
}

/**
 * Makes CSS self-contained: every `@import` is replaced by the imported sheet (itself inlined,
 * recursively, with its condition kept) and every `url()` by a data: URI. Anything that could not be
 * fetched stays as an absolute URL so it still resolves once the page is served from elsewhere.
 */
export async function inlineCss(
  css: string,
  sheetUrl: string,
  loader: ResourceLoader,
  options: InlineCssOptions,
): Promise<string> {
  const clean = dropCharsetRules(stripCssComments(css));
  const references = findCssReferences(clean);
  const replacements = await Promise.all(
    references.map(async (ref): Promise<string | null> => {
      const absolute = absoluteHttpUrl(ref.url, sheetUrl);
      if (ref.type === 'import') {
        if (!options.allowImports) return '';
        if (!absolute) return null;
        if (options.importChain.includes(absolute)) return '';
        const sheet = await loader.load(absolute, 'css');
        if (!sheet) return `@import ${cssUrl(absolute)}${ref.condition ? ` ${ref.condition}` : ''};`;
        const inner = await inlineCss(decodeCss(sheet.body), sheet.url, loader, {
          allowImports: true,
          importChain: [...options.importChain, absolute],
        });
        return wrapImported(inner, ref.condition);
      }
      if (!absolute) return null;
      const kind: FetchKind =
        FONT_EXTENSIONS.has(extensionOf(absolute)) || isInsideFontFace(clean, ref.start) ? 'font' : 'image';
      const loaded = await loader.load(absolute, kind);
      if (!loaded) return cssUrl(absolute);
      return cssUrl(toDataUri(dataUriMediaType(loaded.contentType, loaded.url), loaded.body));
    }),
  );
  return replaceCssReferences(clean, references, replacements);
}
