import type { LanguageCode } from '@adreel/contracts';

/**
 * The fixed words a video shows beside the script (issue 25): the end card's call to action and the
 * looks' labels, in the video's language. The end card's CTA stays within 34 characters, the width
 * its line holds at the card's font size.
 */
export interface VideoWords {
  /** End card call to action when there is a link (and a QR code) to scan or tap. */
  ctaWithLink: string;
  /** End card call to action without a link. */
  cta: string;
  /** End card title when the product has no name. */
  fallbackTitle: string;
  /** The split look's heading when the product has no name. */
  whyLoveIt: string;
  /** The offer look's ribbon. */
  limitedOffer: string;
  /**
   * The offer look's price badge (issue 33): the word above the price ("ONLY"), the one above a
   * badge without a price and the word it then shows. Never English on a video in another language.
   */
  badge: { only: string; special: string; sale: string };
}

export const VIDEO_WORDS: Record<LanguageCode, VideoWords> = {
  en: {
    ctaWithLink: 'Scan or tap the link to get yours',
    cta: 'Get yours today',
    fallbackTitle: 'Check it out',
    whyLoveIt: 'Why you will love it',
    limitedOffer: 'LIMITED OFFER',
    badge: { only: 'ONLY', special: 'SPECIAL', sale: 'SALE' },
  },
  de: {
    ctaWithLink: 'Code scannen oder Link antippen',
    cta: 'Jetzt sichern',
    fallbackTitle: 'Jetzt entdecken',
    whyLoveIt: 'Darum wirst du es lieben',
    limitedOffer: 'NUR FÜR KURZE ZEIT',
    badge: { only: 'NUR', special: 'AKTION', sale: 'SALE' },
  },
  es: {
    ctaWithLink: 'Escanea o toca el enlace',
    cta: 'Consigue el tuyo hoy',
    fallbackTitle: 'Descúbrelo',
    whyLoveIt: 'Por qué te va a encantar',
    limitedOffer: 'OFERTA LIMITADA',
    badge: { only: 'SOLO', special: 'OFERTA', sale: 'REBAJA' },
  },
  fr: {
    ctaWithLink: 'Scannez ou touchez le lien',
    cta: "Commandez dès aujourd'hui",
    fallbackTitle: 'À découvrir',
    whyLoveIt: 'Pourquoi vous allez adorer',
    limitedOffer: 'OFFRE LIMITÉE',
    badge: { only: 'SEULEMENT', special: 'PROMO', sale: 'SOLDES' },
  },
  it: {
    ctaWithLink: 'Inquadra il codice o tocca il link',
    cta: 'Prendi il tuo oggi',
    fallbackTitle: 'Scoprilo',
    whyLoveIt: 'Perché ti piacerà',
    limitedOffer: 'OFFERTA LIMITATA',
    badge: { only: 'SOLO', special: 'OFFERTA', sale: 'SALDI' },
  },
  pt: {
    ctaWithLink: 'Lê o código ou toca no link',
    cta: 'Garante já o teu',
    fallbackTitle: 'Descobre já',
    whyLoveIt: 'Porque vais adorar',
    limitedOffer: 'OFERTA LIMITADA',
    badge: { only: 'SÓ', special: 'OFERTA', sale: 'PROMO' },
  },
  nl: {
    ctaWithLink: 'Scan de code of tik op de link',
    cta: 'Haal de jouwe vandaag',
    fallbackTitle: 'Ontdek het nu',
    whyLoveIt: 'Waarom je het geweldig vindt',
    limitedOffer: 'TIJDELIJK AANBOD',
    badge: { only: 'SLECHTS', special: 'ACTIE', sale: 'SALE' },
  },
  pl: {
    ctaWithLink: 'Zeskanuj kod lub kliknij link',
    cta: 'Zamów już dziś',
    fallbackTitle: 'Sprawdź to',
    whyLoveIt: 'Dlaczego to pokochasz',
    limitedOffer: 'OFERTA LIMITOWANA',
    badge: { only: 'TYLKO', special: 'OKAZJA', sale: 'PROMO' },
  },
};
