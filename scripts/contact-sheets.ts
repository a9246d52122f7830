/**
 * Contact sheets (issue 22): one PNG per demo product whose image carries its own text, with every
 * template × format × caption style as the storyboard draws it and the end card per format, for a
 * person to look at (packages/media/test/contact-sheets.ts draws them).
 *
 *   npm run sheets                  → .sheets/<product>.png (git-ignored)
 *   SHEETS_DOCS=1 npm run sheets    also refreshes docs/contact-sheet.jpg (downscaled, in the README)
 */
import path from 'node:path';
import { writeContactSheets } from '@adreel/media/contact-sheets';

const root = path.resolve(import.meta.dirname, '..');
const docs = process.env.SHEETS_DOCS === '1' ? path.join(root, 'docs', 'contact-sheet.jpg') : undefined;
for (const file of await writeContactSheets(path.join(root, '.sheets'), docs)) {
  console.log(`wrote ${path.relative(root, file)}`);
}
