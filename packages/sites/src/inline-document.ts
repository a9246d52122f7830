import type { CheerioAPI } from 'cheerio';
import { escapeForStyleElement } from './css.ts';
import { dataUriMediaType, toDataUri } from './data-uri.ts';
import { decodeCss, inlineCss } from './inline-css.ts';
import { LAZY_SRC_ATTRIBUTES, LAZY_SRCSET_ATTRIBUTES } from './prepare-document.ts';
import type { ResourceLoader } from './resource-loader.ts';
import { parseSrcset, serializeSrcset } from './srcset.ts';
import { isAbsoluteHttpUrl } from './urls.ts';

const ICON_RELS = new Set([
  'icon',
  'shortcut',
  'apple-touch-icon',
  'apple-touch-icon-precomposed',
  'mask-icon',
]);

function relTokens(rel: string | undefined): string[] {
  return (rel ?? '').toLowerCase().split(/\s+/).filter(Boolean);
}

/** `<link rel=preload as=style onload="this.rel='stylesheet'">` is a stylesheet loaded without blocking. */
function isStylesheetLink(rel: string[], as: string | undefined, onload: string | undefined): boolean {
  if (rel.includes('stylesheet')) return !rel.includes('alternate');
  return rel.includes('preload') && as === 'style' && /stylesheet/.test(onload ?? '');
}

async function imageDataUri(url: string, loader: ResourceLoader): Promise<string | null> {
  const loaded = await loader.load(url, 'image');
  return loaded ? toDataUri(dataUriMediaType(loaded.contentType, loaded.url), loaded.body) : null;
}

async function inlineSrcset(srcset: string, loader: ResourceLoader): Promise<string> {
  const candidates = await Promise.all(
    parseSrcset(srcset).map(async (c) => {
      const data = isAbsoluteHttpUrl(c.url) ? await imageDataUri(c.url, loader) : null;
      return { url: data ?? c.url, descriptor: c.descriptor };
    }),
  );
  return serializeSrcset(candidates);
}

/**
 * Replaces the page's images, icons, stylesheets and the fonts and images they use with inline copies,
 * fetched through `loader`. Expects a page already passed through prepareDocument (absolute URLs).
 */
export async function inlineResources($: CheerioAPI, base: string, loader: ResourceLoader): Promise<void> {
  const tasks: Promise<void>[] = [];

  $('img[src], input[type=image][src], img[srcset], picture source[srcset]').each((_, el) => {
    const $el = $(el);
    const src = $el.attr('src');
    if (src && el.tagName !== 'source' && isAbsoluteHttpUrl(src)) {
      tasks.push(
        imageDataUri(src, loader).then((data) => {
          if (!data) return;
          $el.attr('src', data);
          // A lazy loader left running would copy its attribute back over src, so it gets the copy too.
          for (const attribute of LAZY_SRC_ATTRIBUTES)
            if ($el.attr(attribute) === src) $el.attr(attribute, data);
        }),
      );
    }
    const srcset = $el.attr('srcset');
    if (srcset) {
      tasks.push(
        inlineSrcset(srcset, loader).then((inlined) => {
          $el.attr('srcset', inlined);
          for (const attribute of LAZY_SRCSET_ATTRIBUTES)
            if ($el.attr(attribute) === srcset) $el.attr(attribute, inlined);
        }),
      );
    }
  });

  $('link[href]').each((_, el) => {
    const $el = $(el);
    const href = $el.attr('href') ?? '';
    if (!isAbsoluteHttpUrl(href)) return;
    const rel = relTokens($el.attr('rel'));
    if (isStylesheetLink(rel, $el.attr('as'), $el.attr('onload'))) {
      tasks.push(
        (async () => {
          const sheet = await loader.load(href, 'css');
          if (!sheet) return;
          const css = await inlineCss(decodeCss(sheet.body), sheet.url, loader, {
            allowImports: true,
            importChain: [href],
          });
          const media = $el.attr('media');
          const style = $('<style></style>').text(escapeForStyleElement(css));
          if (media && media.trim().toLowerCase() !== 'all') style.attr('media', media);
          $el.replaceWith(style);
        })(),
      );
    } else if (rel.some((token) => ICON_RELS.has(token))) {
      tasks.push(
        imageDataUri(href, loader).then((data) => {
          if (data) $el.attr('href', data);
        }),
      );
    }
  });

  $('style').each((_, el) => {
    const $el = $(el);
    tasks.push(
      inlineCss($el.text(), base, loader, { allowImports: true, importChain: [] }).then((css) => {
        $el.text(escapeForStyleElement(css));
      }),
    );
  });

  $('[style]').each((_, el) => {
    const $el = $(el);
    const style = $el.attr('style') ?? '';
    if (!/url\(/i.test(style)) return;
    tasks.push(
      inlineCss(style, base, loader, { allowImports: false, importChain: [] }).then((css) => {
        $el.attr('style', css);
      }),
    );
  });

  await Promise.all(tasks);
}
