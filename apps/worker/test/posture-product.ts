import type { Product } from '@adreel/contracts';

/** An English posture corrector with three feature lines: the source of the translation tests. */
export const POSTURE: Product = {
  url: 'https://shop.test/posture',
  name: 'UprightGo Posture Corrector',
  summary: 'A light posture corrector that reminds you to sit up straight.',
  price: 34.99,
  currency: 'USD',
  brand: 'UprightGo',
  category: 'Health',
  features: [
    'Breathable mesh straps keep you cool all day',
    'Gently pulls your shoulders back when you slouch',
    'Vibrates softly whenever you start to slump',
  ],
  images: [],
  colors: [],
  language: 'en',
};
