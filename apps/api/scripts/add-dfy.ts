/**
 * Operator commands for done-for-you content:
 *   pnpm dfy:add --url <product url> [--name <product name>] [--link <affiliate link with AFFILIATE>]
 *   pnpm dfy:add --script <file.json>      (file: {productName, url, content: <script content>})
 *   pnpm dfy:add-review-site --url <page url> [--name <product name>] [--commentary <text>]
 * Videos are rendered by the worker ('renders'/'render-video'); review sites are cloned here and
 * screenshotted by the worker ('sites'/'screenshot-site').
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { createCopyGenerator, createScriptWriter } from '@adreel/ai';
import { loadDotEnv } from '@adreel/config';
import { scriptContentSchema } from '@adreel/contracts';
import { createSafeFetcher, extractProductFromUrl } from '@adreel/fetch';
import { createDfyReviewSite, createDfyVideo, siteKeyFor, withOperatorDeps } from '@adreel/operator';
import { cloneSite } from '@adreel/sites';
import { z } from 'zod';

loadDotEnv();
const [command, ...rest] = process.argv.slice(2);
const { values } = parseArgs({
  args: rest,
  options: {
    url: { type: 'string' },
    script: { type: 'string' },
    name: { type: 'string' },
    link: { type: 'string' },
    commentary: { type: 'string' },
  },
});

const scriptFileSchema = z.object({
  productName: z.string().min(1),
  url: z.string().url(),
  content: scriptContentSchema,
});

function fail(message: string): never {
  console.error(`dfy: ${message}`);
  process.exit(1);
}

await withOperatorDeps(process.env, null, async (deps) => {
  const fetcher = createSafeFetcher({ allowOrigins: [deps.shopOrigin] });
  const env = process.env;
  if (command === 'video') {
    if (values.script) {
      const parsed = scriptFileSchema.safeParse(JSON.parse(await readFile(values.script, 'utf8')));
      if (!parsed.success) fail(`invalid script file: ${parsed.error.message}`);
      const { item, video } = await createDfyVideo(deps, parsed.data);
      console.log(`DFY video ${item.id} created; render ${video.id} queued`);
      return;
    }
    if (!values.url) fail('give --url <product url> or --script <file.json>');
    const product = await extractProductFromUrl(fetcher, values.url);
    const content = await createScriptWriter(env).fromProduct(product);
    const { item, video } = await createDfyVideo(deps, {
      productName: values.name ?? product.name,
      url: values.link ?? values.url,
      content,
      product,
    });
    console.log(`DFY video ${item.id} (${item.productName}) created; render ${video.id} queued`);
    return;
  }
  if (command === 'review-site') {
    if (!values.url) fail('give --url <page url>');
    const id = randomUUID();
    const cloned = await cloneSite(values.url, { fetcher });
    const key = siteKeyFor(id);
    await deps.storage.put(key, Buffer.from(cloned.html, 'utf8'), 'text/html; charset=utf-8');
    const name =
      values.name ??
      (await extractProductFromUrl(fetcher, values.url)
        .then((p) => p.name)
        .catch(() => values.url ?? ''));
    const commentary =
      values.commentary ?? (await createCopyGenerator(env).generate('social-post', `${name} ${values.url}`));
    const item = await createDfyReviewSite(deps, {
      id,
      productName: name,
      url: values.link ?? values.url,
      commentary,
      siteFileLocation: key,
    });
    console.log(`DFY review site ${item.id} (${name}) stored; screenshot queued`);
    return;
  }
  fail('usage: add-dfy.ts video|review-site --url <url>');
});
