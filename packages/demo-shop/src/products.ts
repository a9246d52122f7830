import { localizedDemoProducts } from './products-de.ts';

export interface DemoImage {
  /** Path under the shop's origin, e.g. `/images/posture/1.jpg`. */
  path: string;
  width: number;
  height: number;
  alt: string;
}

export interface DemoProduct {
  slug: string;
  /** The page's language (`<html lang>`); absent: English. */
  lang?: 'de';
  name: string;
  price: number;
  currency: string;
  category: string;
  brand: string;
  tagline: string;
  description: string;
  features: string[];
  /** Two brand colours: primary and accent, used for the theme-color and the generated images. */
  colors: [string, string];
  images: DemoImage[];
  testimonials: { name: string; quote: string }[];
}

function gallery(slug: string, name: string): DemoImage[] {
  return [
    { path: `/images/${slug}/1.jpg`, width: 1080, height: 1080, alt: `${name}, front view` },
    { path: `/images/${slug}/2.jpg`, width: 1080, height: 1080, alt: `${name}, close-up` },
    { path: `/images/${slug}/3.jpg`, width: 1200, height: 800, alt: `${name} in everyday use` },
    { path: `/images/${slug}/4.jpg`, width: 1080, height: 1080, alt: `${name}, what is in the box` },
  ];
}

/** Made-up products and brands: any resemblance to real ones is accidental. */
export const demoProducts: DemoProduct[] = [
  {
    slug: 'alignright-posture-corrector',
    name: 'AlignRight Posture Corrector',
    price: 34.99,
    currency: 'USD',
    category: 'Health & Fitness',
    brand: 'AlignRight',
    tagline: 'Stand taller in 14 days, without thinking about it.',
    description:
      'AlignRight gently pulls your shoulders back while you work, walk or drive. The breathable mesh straps sit flat under a shirt, and a soft vibration reminds you to sit up when you start to slouch.',
    features: [
      'Breathable mesh straps, invisible under clothes',
      'Gentle vibration reminder when you slouch',
      'Fits chest sizes 28–48 inches',
      'Machine-washable, no metal parts',
      '60-day money-back guarantee',
    ],
    colors: ['#0f766e', '#f59e0b'],
    images: gallery('alignright-posture-corrector', 'AlignRight Posture Corrector'),
    testimonials: [
      { name: 'Dana K.', quote: 'My neck pain after long days at the desk is mostly gone.' },
      { name: 'Marco P.', quote: 'Comfortable enough that I forget I am wearing it.' },
    ],
  },
  {
    slug: 'hydrapulse-smart-bottle',
    name: 'HydraPulse Smart Water Bottle',
    price: 49.0,
    currency: 'EUR',
    category: 'Gadgets',
    brand: 'HydraPulse',
    tagline: 'The bottle that glows when it is time to drink.',
    description:
      'HydraPulse tracks every sip with a sensor in the lid and glows softly when you fall behind your daily goal. It keeps water cold for 24 hours and syncs with the free app over Bluetooth.',
    features: [
      'Glowing reminders to drink on time',
      'Tracks every sip automatically',
      'Keeps drinks cold for 24 hours',
      'Leak-proof, BPA-free, 600 ml',
      'Battery lasts 3 weeks on one charge',
      'Free app for iOS and Android',
    ],
    colors: ['#0369a1', '#22d3ee'],
    images: gallery('hydrapulse-smart-bottle', 'HydraPulse Smart Water Bottle'),
    testimonials: [
      { name: 'Lea S.', quote: 'I finally drink two litres a day without trying.' },
      { name: 'Tom R.', quote: 'The glow is subtle but impossible to ignore.' },
    ],
  },
  {
    slug: 'keto-kitchen-ebook',
    name: 'Keto Kitchen: 120 Easy Recipes',
    price: 19.0,
    currency: 'USD',
    category: 'E-books',
    brand: 'Green Fork Press',
    tagline: 'Real food, under 10 g of carbs, ready in 30 minutes.',
    description:
      'Keto Kitchen is a 240-page e-book with 120 tested low-carb recipes, weekly meal plans and shopping lists. Every recipe uses supermarket ingredients and takes half an hour or less.',
    features: [
      '120 recipes under 10 g net carbs',
      '4 weekly meal plans with shopping lists',
      'Nutrition facts for every dish',
      'Instant download as PDF and EPUB',
    ],
    colors: ['#15803d', '#facc15'],
    images: gallery('keto-kitchen-ebook', 'Keto Kitchen e-book'),
    testimonials: [
      { name: 'Priya M.', quote: 'The meal plans took all the guesswork out of my first month.' },
      { name: 'Jonas W.', quote: 'The cauliflower crust pizza is now a family favourite.' },
    ],
  },
  {
    slug: 'fretboard-freedom-guitar-course',
    name: 'Fretboard Freedom: Guitar in 30 Days',
    price: 97.0,
    currency: 'USD',
    category: 'Online Courses',
    brand: 'Fretboard Freedom',
    tagline: 'Play your first five songs in a month, 15 minutes a day.',
    description:
      'A step-by-step video course for complete beginners. Short daily lessons take you from holding the guitar to strumming full songs, with play-along tracks and a private community for feedback.',
    features: [
      '30 daily video lessons of 15 minutes',
      'Play-along backing tracks for every song',
      'Printable chord charts and tabs',
      'Lifetime access on any device',
      'Private community with weekly live Q&A',
    ],
    colors: ['#7c2d12', '#fb923c'],
    images: gallery('fretboard-freedom-guitar-course', 'Fretboard Freedom guitar course'),
    testimonials: [
      { name: 'Sam O.', quote: 'I tried YouTube for a year. This got me playing in three weeks.' },
      { name: 'Hanna L.', quote: 'The daily lessons are short enough that I never skipped one.' },
    ],
  },
  {
    slug: 'lunara-sleep-ring',
    name: 'Lunara Sleep Ring',
    price: 179.0,
    currency: 'EUR',
    category: 'Wearables',
    brand: 'Lunara',
    tagline: 'Understand your sleep. Wake up rested.',
    description:
      'Lunara is a lightweight titanium ring that measures heart rate, temperature and movement through the night. Each morning it scores your sleep and gives one simple tip to improve it.',
    features: [
      'Sleep stages, heart rate and temperature',
      'Morning sleep score with one clear tip',
      '7-day battery, charges in 80 minutes',
      'Titanium shell, water-resistant to 50 m',
      'No subscription needed',
    ],
    colors: ['#4c1d95', '#c084fc'],
    images: gallery('lunara-sleep-ring', 'Lunara Sleep Ring'),
    testimonials: [
      { name: 'Ines F.', quote: 'Seeing my sleep score made me stop scrolling in bed.' },
      { name: 'Karl B.', quote: 'So light I forget it is there, even at night.' },
    ],
  },
];

export function findDemoProduct(slug: string): DemoProduct | undefined {
  return [...demoProducts, ...localizedDemoProducts].find((product) => product.slug === slug);
}

export function demoProductUrl(origin: string, slug: string): string {
  return `${origin}/products/${slug}`;
}

export function demoLandingUrl(origin: string, slug: string): string {
  return `${origin}/landing/${slug}`;
}

export function formatPrice(price: number, currency: string, lang?: 'de'): string {
  return new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-US', { style: 'currency', currency }).format(
    price,
  );
}
