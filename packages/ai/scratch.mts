import { createOfflineCopyGenerator } from './src/copy/offline/offline-generator.ts';
import { COPY_KINDS } from './src/copy/generator.ts';
const g = createOfflineCopyGenerator();
const inputs = ['FitBand Pro 2 is a smart fitness tracker. It monitors your heart rate around the clock. The battery lasts 14 days. Water resistant to 50 metres.', 'coffee', 'Unser neuer Mixer Turbo 3000 ist da. Er zerkleinert alles in Sekunden. Leise, stark und einfach zu reinigen.', 'how to make money online with affiliate marketing as a beginner without a website'];
for (const i of inputs) for (const k of COPY_KINDS) { const r = await g.generate(k, i); console.log(`== ${k} (${r.length})\n${r}`); }
