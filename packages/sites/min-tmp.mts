import * as cheerio from 'cheerio';
import { htmlNestingDepth } from './src/depth.ts';
function realDepth(html: string) {
  const $ = cheerio.load(html);
  let max = 0; const st: [any, number][] = [[$.root()[0], 0]];
  while (st.length) { const [n, d] = st.pop()!; const isEl = n.type === 'tag' || n.type === 'script' || n.type === 'style'; const dd = isEl ? d + 1 : d; if (dd > max) max = dd; for (const c of (n.children ?? [])) st.push([c, dd]); }
  return max;
}
let seed = Number(process.argv[2] ?? 1);
const rnd = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
const pick = <T,>(a: T[]) => a[Math.floor(rnd() * a.length)]!;
const names = ['font color=red','font size=1','style','plaintext','xmp','iframe','noscript','frameset','body','html','head','applet','colgroup','col','hr','image','listing','annotation-xml','desc','mtext','input','keygen','optgroup','thead','tfoot','br','frame','noembed','iframe','p','div','b','a','div','p','b','i','a','span','li','ul','ol','table','tr','td','th','tbody','svg','g','foreignObject','math','mi','select','option','h1','h2','button','font','nobr','template','textarea','script','br','img','dd','dt','dl','caption','em','strong','form','pre','title','style','object','marquee','u','s','code'];
const fails: string[][] = [];
for (let t = 0; t < 4000; t++) {
  const parts: string[] = [];
  const len = 5 + Math.floor(rnd() * 120);
  for (let k = 0; k < len; k++) {
    const r = rnd(); const nm = pick(names);
    if (r < 0.45) parts.push(`<${nm}${rnd() < 0.2 ? ' x="1"' : ''}${rnd() < 0.1 ? '/' : ''}>`);
    else if (r < 0.75) parts.push(`</${nm}>`);
    else if (r < 0.95) parts.push(pick(['x', ' ', '\n', 'yy', '<a x=y/>', '<g x=y/>', '<!DOCTYPE html>']));
    else parts.push(pick(['<!-- c -->', '<!--', '-->', '<', '<!x>']));
  }
  const html = parts.join('');
  if (htmlNestingDepth(html) < realDepth(html)) fails.push(parts);
}
const bad = (p: string[]) => htmlNestingDepth(p.join('')) < realDepth(p.join(''));
for (let parts of fails) {
  let changed = true;
  while (changed) { changed = false; for (let k = 0; k < parts.length; k++) { const q = parts.slice(0, k).concat(parts.slice(k + 1)); if (bad(q)) { parts = q; changed = true; break; } } }
  const h = parts.join(''); console.log(realDepth(h), htmlNestingDepth(h), JSON.stringify(h));
}
