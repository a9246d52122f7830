import { makeProduct, makeProductImages } from '@adreel/media/testing';

/**
 * The product both render benchmarks draw: four images of different shapes (landscape, portrait,
 * square, tall), so every still layout is exercised, served from memory instead of the network.
 */
export async function benchProduct() {
  const urls = [1, 2, 3, 4].map((i) => `https://shop.test/img${i}.jpg`);
  const images = await makeProductImages([
    { url: urls[0]!, width: 1600, height: 1200, hue: 210 },
    { url: urls[1]!, width: 1080, height: 1920, hue: 20 },
    { url: urls[2]!, width: 1200, height: 1200, hue: 120 },
    { url: urls[3]!, width: 900, height: 1400, hue: 280 },
  ]);
  return { urls, fetchImage: images.fetchImage, product: makeProduct(urls) };
}
