import type { DemoProduct } from './products.ts';

const images = 'alignright-posture-corrector';

/**
 * Product pages in other languages (issue 25), kept apart from the five English demo products so the
 * demo catalogue and its counts stay as they are. Served at /products/<slug> like the others, with
 * `<html lang>` set: a German page becomes a German video.
 */
export const localizedDemoProducts: DemoProduct[] = [
  {
    slug: 'alignright-haltungskorrektor',
    lang: 'de',
    name: 'AlignRight Haltungskorrektor',
    price: 34.99,
    currency: 'EUR',
    category: 'Gesundheit & Fitness',
    brand: 'AlignRight',
    tagline: 'In 14 Tagen aufrechter stehen – ganz ohne daran zu denken.',
    description:
      'AlignRight zieht deine Schultern sanft nach hinten, während du arbeitest, gehst oder Auto fährst. Die atmungsaktiven Netzgurte liegen flach unter dem Hemd, und eine leichte Vibration erinnert dich daran, dich aufzurichten, sobald du in dich zusammensackst.',
    features: [
      'Atmungsaktive Netzgurte, unsichtbar unter der Kleidung',
      'Sanfte Vibration, sobald du krumm sitzt',
      'Eine Größe für 71 bis 122 cm Brustumfang',
      'Waschmaschinenfest, ohne Metallteile',
      '60 Tage Geld-zurück-Garantie',
    ],
    colors: ['#0f766e', '#f59e0b'],
    images: [
      {
        path: `/images/${images}/1.jpg`,
        width: 1080,
        height: 1080,
        alt: 'AlignRight Haltungskorrektor, Vorderseite',
      },
      {
        path: `/images/${images}/2.jpg`,
        width: 1080,
        height: 1080,
        alt: 'AlignRight Haltungskorrektor, Nahaufnahme',
      },
      {
        path: `/images/${images}/3.jpg`,
        width: 1200,
        height: 800,
        alt: 'AlignRight Haltungskorrektor im Alltag',
      },
      {
        path: `/images/${images}/4.jpg`,
        width: 1080,
        height: 1080,
        alt: 'AlignRight Haltungskorrektor, Lieferumfang',
      },
    ],
    testimonials: [
      { name: 'Jana K.', quote: 'Meine Nackenschmerzen nach langen Tagen am Schreibtisch sind fast weg.' },
      { name: 'Lukas M.', quote: 'So bequem, dass ich vergesse, dass ich ihn trage.' },
    ],
  },
];
