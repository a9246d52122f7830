/**
 * The stand-in's marketplace: a few made-up vendors, shaped like ClickBank's marketplace feed entries
 * (vendor id, title, description, commission per sale). Demo mode imports them as ClickBank offers.
 */
export interface StandInProduct {
  vendor: string;
  title: string;
  description: string;
  price: number;
  currency: string;
  /** The affiliate's share of the price, in percent. */
  commissionPercent: number;
  category: string;
}

export const STAND_IN_PRODUCTS: readonly StandInProduct[] = [
  {
    vendor: 'ketomeal',
    title: 'Keto Meal Plan 28',
    description:
      'A 28-day keto meal plan with shopping lists, 120 recipes and a daily macro tracker. Digital download.',
    price: 47,
    currency: 'USD',
    commissionPercent: 60,
    category: 'Health & Fitness',
  },
  {
    vendor: 'pupcoach',
    title: 'Pup Coach Video Course',
    description:
      'Short daily video lessons that teach a puppy to sit, stay, come and walk on a loose leash in 21 days.',
    price: 37,
    currency: 'USD',
    commissionPercent: 75,
    category: 'Home & Garden',
  },
  {
    vendor: 'sleepwave',
    title: 'Sleep Wave Audio Program',
    description: 'Guided audio sessions and a two-week routine for falling asleep faster without pills.',
    price: 29,
    currency: 'USD',
    commissionPercent: 50,
    category: 'Health & Fitness',
  },
];

export function standInProduct(vendor: string): StandInProduct | undefined {
  return STAND_IN_PRODUCTS.find((p) => p.vendor === vendor.toLowerCase());
}

/** The affiliate's commission on one sale, to the cent. */
export function commissionOf(p: StandInProduct): number {
  return Math.round(p.price * p.commissionPercent) / 100;
}
