/**
 * Measures how fast flite speaks and fits the model behind `estimateVoiceSeconds` (packages/contracts
 * voice-estimate.ts): each phrase is synthesised alone, as the renderer does, and its WAV length is
 * fitted as phraseS + syllableS × syllables + pauseS × clause breaks by least squares.
 *
 *   node_modules/.bin/tsx packages/media/scripts/calibrate-voice.ts [voice,voice,...]   (default slt)
 *
 * Copy the printed rates into VOICE_RATES when ffmpeg, flite or the phrase splitter changes.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { clausePauses, splitPhrases, spokenSyllables } from '@adreel/contracts';
import { createFliteTts } from '../src/audio/tts.ts';
import { wavInfo } from '../src/audio/wav.ts';
import { fit, meanAbsError, type Sample } from './least-squares.ts';

/** Lines the script writers produce: hooks, product features, prices, calls to action (some German). */
const CORPUS = [
  'Big news for fitness fans: meet FitBand Pro 2.',
  'Heart-rate monitoring around the clock.',
  '14-day battery life.',
  'Water resistant to 50 metres.',
  'Sleep tracking with a morning score.',
  'Get it today for just $49.00.',
  'Tap the link to get FitBand Pro 2 today!',
  'Stopp!',
  'Wenn du dich für Schlaf interessierst, musst du Schlafwolke Kissen sehen.',
  'Atmungsaktiver Bezug aus Bambus.',
  'Waschbar bei 60 Grad.',
  'Ergonomische Form für Seitenschläfer.',
  'Und das alles für nur 29,90 €.',
  'Tippe auf den Link und hol dir Schlafwolke Kissen noch heute!',
  'What if one small change made every day easier?',
  'Meet Mystery Box.',
  'Mystery Box is built to make your day simpler.',
  'Quality you can see and feel from the very first use.',
  'Tap the link to get Mystery Box today!',
  "Here's why everyone is talking about X.",
  'A thing.',
  'See why so many people are talking about X.',
  'Simple to start, easy to love, and made for real life.',
  'Tap the link to get X today!',
  'Still searching for the best in sleep?',
  'Meet DreamCloud Memory Foam Pillow.',
  'Our patented multi-layer memory foam adapts to the exact shape of your head,',
  'neck and shoulders throughout the night.',
  'Cool.',
  'Certified.',
  'Get it today for just $79.95.',
  'Tap the link to get DreamCloud Memory Foam Pillow today!',
  'Big news for diets & nutrition fans: meet Keto Kickstart 30-Day Meal Plan.',
  'A complete 30-day keto meal plan with shopping lists,',
  '120 recipes and daily coaching emails.',
  'Built by nutritionists.',
  'Works for beginners.',
  'Includes a private community.',
  'Get it today for just $37.00.',
  'Tap the link to get Keto Kickstart 30-Day Meal Plan today!',
  'Still searching for the best in online course?',
  'Meet Affiliate Marketing Mastery.',
  '40 video lessons.',
  'Done-for-you funnels.',
  'Weekly live Q&A calls.',
  'Get it today for just $197.00.',
  'Tap the link to get Affiliate Marketing Mastery today!',
  'Still searching for the best in food & drink?',
  'Meet Barista Bliss Espresso Beans.',
  'Notes of chocolate and cherry.',
  'Get it today for just £14.50.',
  'Tap the link to get Barista Bliss Espresso Beans today!',
  'Stop scrolling!',
  "NovaPhone 12 is the electronics upgrade you've been waiting for.",
  '6.5-inch OLED display.',
  'Triple camera.',
  'All-day battery.',
  'Get it today for just $699.00.',
  'Tap the link to get NovaPhone 12 today!',
  'Big news for home decor fans: meet Zen Garden Kit.',
  'Zen Garden Kit is built to make your home decor routine simpler.',
  'Get it today for just $0.00.',
  'Tap the link to get Zen Garden Kit today!',
  "Yoga Mat Ultra is the yoga upgrade you've been waiting for.",
  'Non-slip.',
  'Eco-friendly.',
  'Tap the link to get Yoga Mat Ultra today!',
  'Still searching for the best in finance?',
  'Meet Trading Signals Club.',
  'Daily signals.',
  'Clear entries.',
  'Clear exits.',
  'Get it today for just XYZ 99.00.',
  'Tap the link to get Trading Signals Club today!',
  'Wenn du dich für Küche interessierst, musst du Küchenheld Profi-Messerset sehen.',
  'Sieben Messer aus japanischem Stahl.',
  'Magnetischer Holzblock.',
  'Und das alles für nur 89,00 €.',
  'Tippe auf den Link und hol dir Küchenheld Profi-Messerset noch heute!',
  "Here's why everyone is talking about Lumi Desk Lamp.",
  'Warm and cool light modes.',
  'See why so many people are talking about Lumi Desk Lamp.',
  'Tap the link to get Lumi Desk Lamp today!',
  'Still searching for the best in beauty?',
  'Meet Glow Serum.',
  'Vitamin C serum for radiant skin.',
  'Dermatologist tested.',
  'Vegan and cruelty free.',
  'Fragrance free.',
  'Tap the link to get Glow Serum today!',
  'Big news for sports & outdoors fans: meet PowerLift Adjustable Dumbbells.',
  'Adjust from 5 to 52 lbs in seconds.',
  'Replaces 15 sets of weights.',
  'Compact storage tray.',
  'Two-year warranty.',
  'Get it today for just $349.99.',
  'Tap the link to get PowerLift Adjustable Dumbbells today!',
  'Big news for software fans: meet AI Writer Pro.',
  'Write blog posts ten times faster with AI.',
  'See why so many people are talking about AI Writer Pro.',
  'Tap the link to get AI Writer Pro today!',
  "Tiny Tales Picture Book is the books upgrade you've been waiting for.",
  'Ages 3 to 6.',
  'Get it today for just ¥12.',
  'Tap the link to get Tiny Tales Picture Book today!',
  'Meet Eco Bottle.',
  'Reusable.',
  'Insulated.',
  'Leak-proof.',
  'Dishwasher safe.',
  'Tap the link to get Eco Bottle today!',
  'Still searching for the best in business?',
  'Meet Ultimate Bundle.',
  'Bonus module number 1 with templates, checklists and swipe files included.',
  'Bonus module number 2 with templates, checklists and swipe files included.',
  'Bonus module number 3 with templates, checklists and swipe files included.',
  'Bonus module number 4 with templates, checklists and swipe files included.',
  'Get it today for just $1,497.00.',
  'Tap the link to get Ultimate Bundle today!',
  'Introducing SuperSleep Pro, the smart pillow that tracks your sleep.',
  'It adjusts its firmness automatically.',
  'You wake up rested.',
  'Get it today for just $59.00.',
  'Tap the link to get SuperSleep Pro today!',
  'Tired of boring workouts?',
  'The HIIT Hero app gives you 15-minute routines.',
  'No equipment needed.',
  'Track your progress every day.',
  'Join 10,000 members.',
  'Tap the link to get HIIT Hero today!',
  'Unser neuer Mixer Turbo 3000 ist da.',
  'Er zerkleinert alles in Sekunden.',
  'Leise, stark und einfach zu reinigen.',
  'Und das alles für nur 49,90 €.',
  'Tippe auf den Link und hol dir Mixer Turbo 3000 noch heute!',
  'Meet Coffee.',
  'Coffee is built to make your day simpler.',
  'Tap the link to get Coffee today!',
  'You need to see Best course ever.',
  'Best course ever.',
  'See why so many people are talking about Best course ever.',
  'Tap the link to get Best course ever today!',
  'Learn Spanish fast with LingoLeap.',
  'Five minutes a day is all it takes.',
  'Speak with confidence on your next trip.',
  'Lessons are fun and short.',
  'Native speakers record every phrase.',
  'Tap the link to get Spanish today!',
  'This is a very long sentence about a product that keeps going and going without any stop This is a.',
  'This is a is built to make your day simpler.',
  'Tap the link to get This is a today!',
  'Made with love by Acme Candles.',
  'Fast shipping.',
  '30-day guarantee.',
  'Soy wax.',
  'Tap the link to get 30-day today!',
  'You need to see FitBand Pro 2.',
  'Still searching for the best in fitness?',
  'Meet FitBand Pro 2.',
  'See why so many people are talking about DreamCloud Memory Foam Pillow.',
  'Imagine how much easier things get with Keto Kickstart on your side.',
  "Don't wait: this is your sign to try Mystery Box.",
  'Meet the AlignRight Posture Corrector.',
  'Breathable mesh posture corrector with a gentle vibration reminder.',
  'Track every step, heartbeat and workout with a 14-day battery.',
  'It gently pulls your shoulders back,',
  'so you stand taller without even thinking about it.',
  'Wear it under your shirt for twenty minutes a day and feel the difference within a week.',
  'Big news for sleep fans: meet DreamCloud.',
  'Relieves pressure points and keeps your spine aligned whether you sleep on your back,',
  'side or stomach.',
  'Das ergonomische Kissen für erholsamen Schlaf.',
  'Loved by thousands of customers worldwide, with a sixty day money back guarantee.',
];

function featuresOf(phrase: string): [number, number, number] {
  return [1, spokenSyllables(phrase), clausePauses(phrase)];
}

const phrases = [...new Set(CORPUS.flatMap((line) => splitPhrases(line)))];
const voices = (process.argv[2] ?? 'slt').split(',');
const dir = await mkdtemp(path.join(tmpdir(), 'calibrate-voice-'));
try {
  for (const voice of voices) {
    const tts = createFliteTts({ voice });
    const samples: Sample[] = [];
    for (const [i, phrase] of phrases.entries()) {
      const file = path.join(dir, `${voice}-${i}.wav`);
      await tts.synthesize(phrase, file);
      const info = wavInfo(await readFile(file));
      if (!info) throw new Error(`Unreadable WAV for "${phrase}"`);
      samples.push({ phrase, seconds: info.durationS, features: featuresOf(phrase) });
    }
    const b = fit(samples);
    const heldOut = fit(samples.filter((_, i) => i % 2 === 0));
    const words = samples.reduce((sum, s) => sum + s.phrase.split(/\s+/).length, 0);
    const seconds = samples.reduce((sum, s) => sum + s.seconds, 0);
    console.log(
      JSON.stringify({
        voice,
        phrases: samples.length,
        rate: { phraseS: +b[0].toFixed(3), syllableS: +b[1].toFixed(3), pauseS: +b[2].toFixed(3) },
        meanAbsErrorS: +meanAbsError(b, samples).toFixed(3),
        heldOutMeanAbsErrorS: +meanAbsError(
          heldOut,
          samples.filter((_, i) => i % 2 === 1),
        ).toFixed(3),
        wordsPerSecond: +(words / seconds).toFixed(2),
      }),
    );
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
