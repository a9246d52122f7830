import { scriptFromProduct } from './src/script/offline/from-product.ts';
import { scriptFromText } from './src/script/offline/from-text.ts';
import { PRODUCTS, TEXTS } from './test/fixtures/products.ts';

for (const p of [PRODUCTS[0]!, PRODUCTS[1]!, PRODUCTS[4]!, PRODUCTS[13]!])
  console.log(JSON.stringify(scriptFromProduct(p), null, 1));
for (const t of TEXTS.slice(0, 4)) {
  const s = scriptFromText(t);
  console.log(
    s.reelScript.scenes.map((x) => `${x.duration}s ${x.audio.voiceover}`).join('\n'),
    '\n',
    s.commentary,
    '\n---',
  );
}
