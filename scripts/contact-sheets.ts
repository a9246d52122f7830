/**
 * Contact sheets (issue 22): one PNG per demo product whose image carries its own text, with every
 * template × format × caption style as the storyboard draws it and the end card per format, for a
 * person to look at (packages/media/test/contact-sheets.ts draws them).
 *
 *   npm run sheets                  → .sheets/<product>.png (git-ignored)
 *   SHEETS_DOCS=1 npm run sheets    also refreshes docs/contact-sheet.jpg (downscaled, in the README)
 *   and .sheets/text-only-motion.png: a text-only ad per motion template, each scene at 3 moments
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeContactSheets } from '@adreel/media/contact-sheets';
import { MOTION_TEMPLATES, textOnlyFrames, writeMotionSheet } from '@adreel/media/motion-sheet';

const root = path.resolve(import.meta.dirname, '..');
const docs = process.env.SHEETS_DOCS === '1' ? path.join(root, 'docs', 'contact-sheet.jpg') : undefined;
for (const file of await writeContactSheets(path.join(root, '.sheets'), docs)) {
  console.log(`wrote ${path.relative(root, file)}`);
}

// Issue 36: a text-only ad under every template that draws designed motion, each scene at three
// moments, rendered as a viewer gets it (packages/media/test/text-only-motion.test.ts checks them).
const motionRoot = await mkdtemp(path.join(tmpdir(), 'motion-sheet-'));
try {
  const rows = [];
  for (const template of MOTION_TEMPLATES)
    rows.push({ template, scenes: await textOnlyFrames(motionRoot, template) });
  const file = path.join(root, '.sheets', 'text-only-motion.png');
  await writeMotionSheet(file, rows);
  console.log(`wrote ${path.relative(root, file)}`);
} finally {
  await rm(motionRoot, { recursive: true, force: true });
}
