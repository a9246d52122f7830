import { fileURLToPath } from 'node:url';

/** The demo catalog's images; the API serves this folder at /offer-images/. */
export const OFFER_IMAGES_DIR = fileURLToPath(new URL('../../assets/offer-images/', import.meta.url));
