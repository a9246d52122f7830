import type { OfferSeed } from '../src/catalog/offer-seed.ts';

/**
 * A small made-up catalog for the package's own tests (the demo catalog is demo data and lives in
 * @adreel/demo-shop, which depends on this package). Mixes link styles and missing values.
 */
export function sampleOffers(): OfferSeed[] {
  return [
    {
      entryId: '51000',
      name: 'Morning Mobility Reset',
      descriptionHtml: '<p>Loosen stiff hips in fifteen minutes a day.</p><ul><li>21 sessions</li></ul>',
      imageUrl: '/offer-images/1.jpg',
      category: 'Health & Fitness',
      commission: '50%',
      netEarnings: 8.55,
      price: 19,
      currency: 'USD',
      affiliateLink: 'https://www.digistore24.com/redir/410000/AFFILIATE/CAMPAIGNKEY',
      sortOrder: 0,
    },
    {
      entryId: '51001',
      name: 'Side Hustle Spreadsheet Kit',
      descriptionHtml: '<p>Track every sale in one place.</p>',
      imageUrl: '/offer-images/2.jpg',
      category: 'Business',
      commission: '75%',
      netEarnings: null,
      price: 47,
      currency: 'EUR',
      affiliateLink: 'https://side-hustle-kit.example/offer#aff=AFFILIATE&cam=CAMPAIGNKEY',
      sortOrder: 1,
    },
    {
      entryId: '51002',
      name: 'Inbox Zero Email Course',
      descriptionHtml: '<p>Write emails people answer.</p>',
      imageUrl: '/offer-images/3.jpg',
      category: 'E-Business',
      commission: null,
      netEarnings: null,
      price: null,
      currency: null,
      affiliateLink: null,
      sortOrder: 2,
    },
  ];
}
