import * as cheerio from 'cheerio';

/** Replaces the text of the page's first <h1>, or puts one at the top of the body. Text, never markup. */
export function setHeadline(html: string, headline: string): string {
  const $ = cheerio.load(html);
  const h1 = $('h1').first();
  if (h1.length > 0) h1.text(headline);
  else $('body').prepend($('<h1></h1>').text(headline));
  return $.html();
}
