import * as cheerio from 'cheerio';
const $ = cheerio.load(process.argv[2]!);
console.log($.html());
