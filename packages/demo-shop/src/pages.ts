import { escapeHtml } from '@adreel/contracts';
import { jsonForScript, layout } from './html.ts';
import { type DemoProduct, demoProducts, formatPrice } from './products.ts';

function productJsonLd(product: DemoProduct, origin: string): string {
  return jsonForScript({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: product.images.map((image) => `${origin}${image.path}`),
    brand: { '@type': 'Brand', name: product.brand },
    category: product.category,
    sku: product.slug,
    offers: {
      '@type': 'Offer',
      url: `${origin}/products/${product.slug}`,
      price: product.price.toFixed(2),
      priceCurrency: product.currency,
      availability: 'https://schema.org/InStock',
    },
  });
}

/** The product page's own words in the page's language. */
const PAGE_WORDS = {
  en: { why: 'Why you will love it', buy: 'Buy now', story: 'See the full story' },
  de: { why: 'Darum wirst du ihn lieben', buy: 'Jetzt kaufen', story: 'Die ganze Geschichte' },
};

export function productPage(product: DemoProduct, origin: string): string {
  const words = PAGE_WORDS[product.lang ?? 'en'];
  const [primary] = product.colors;
  const cover = product.images[0];
  const head = `<meta name="description" content="${escapeHtml(product.tagline)}">
<meta name="theme-color" content="${primary}">
<meta property="og:type" content="product">
<meta property="og:title" content="${escapeHtml(product.name)}">
<meta property="og:description" content="${escapeHtml(product.tagline)}">
<meta property="og:url" content="${origin}/products/${product.slug}">
<meta property="og:site_name" content="${escapeHtml(product.brand)}">
${cover ? `<meta property="og:image" content="${origin}${cover.path}">` : ''}
<meta property="product:price:amount" content="${product.price.toFixed(2)}">
<meta property="product:price:currency" content="${product.currency}">
<meta name="twitter:card" content="summary_large_image">
<script type="application/ld+json">
${productJsonLd(product, origin)}
</script>
<style>:root { --brand: ${primary}; }</style>`;
  const gallery = product.images
    .map(
      (image) =>
        `<img src="${image.path}" width="${image.width}" height="${image.height}" alt="${escapeHtml(image.alt)}">`,
    )
    .join('\n      ');
  const body = `<main class="container">
  <article class="product" itemscope itemtype="https://schema.org/Product">
    <div class="gallery">
      ${gallery}
    </div>
    <div>
      <p class="category">${escapeHtml(product.category)}</p>
      <h1 itemprop="name">${escapeHtml(product.name)}</h1>
      <p class="tagline">${escapeHtml(product.tagline)}</p>
      <p class="price">${formatPrice(product.price, product.currency, product.lang)}</p>
      <p itemprop="description">${escapeHtml(product.description)}</p>
      <h2>${words.why}</h2>
      <ul class="features">
        ${product.features.map((feature) => `<li>${escapeHtml(feature)}</li>`).join('\n        ')}
      </ul>
      <p><a class="button" href="/checkout/${product.slug}">${words.buy}</a></p>
      <p><a href="/landing/${product.slug}">${words.story}</a></p>
    </div>
  </article>
</main>`;
  return layout({ title: `${product.name} | ${product.brand}`, head, body, lang: product.lang });
}

export function landingPage(product: DemoProduct): string {
  const [primary] = product.colors;
  const [cover, ...rest] = product.images;
  const hero = cover
    ? `<img class="hero-image" src="${cover.path}" srcset="${cover.path.replace(/\.jpg$/, '-540.jpg')} 540w, ${cover.path} 1080w" sizes="(max-width: 720px) 100vw, 540px" width="${cover.width}" height="${cover.height}" alt="${escapeHtml(cover.alt)}">`
    : '';
  const benefits = product.features
    .map(
      (feature, i) => `<div class="benefit">
      <img src="/images/shared/icons/feature-${(i % 6) + 1}.png" width="48" height="48" alt="">
      <p>${escapeHtml(feature)}</p>
    </div>`,
    )
    .join('\n    ');
  const gallery = rest
    .map(
      (image) =>
        `<img loading="lazy" src="${image.path}" width="${image.width}" height="${image.height}" alt="${escapeHtml(image.alt)}">`,
    )
    .join('\n    ');
  const avatars = Array.from({ length: 6 }, (_, i) => {
    const testimonial = product.testimonials[i % product.testimonials.length];
    return `<figure class="testimonial">
      <img data-src="/images/shared/avatars/avatar-${i + 1}.jpg" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="64" height="64" alt="">
      <blockquote>${escapeHtml(testimonial?.quote ?? '')}</blockquote>
      <figcaption>${escapeHtml(testimonial?.name ?? '')}</figcaption>
    </figure>`;
  }).join('\n    ');
  const badges = Array.from(
    { length: 5 },
    (_, i) => `<img src="/images/shared/badges/badge-${i + 1}.png" width="60" height="60" alt="Trust badge">`,
  ).join('');
  const head = `<meta name="description" content="${escapeHtml(product.tagline)}">
<meta name="theme-color" content="${primary}">
<link rel="stylesheet" href="/css/landing.css">
<style>:root { --brand: ${primary}; }</style>`;
  const body = `<section class="landing-hero">
  <h1>${escapeHtml(product.tagline)}</h1>
  <p>${escapeHtml(product.name)} — only ${formatPrice(product.price, product.currency)} today.</p>
  ${hero}
  <p><a class="button" href="/checkout/${product.slug}">Order now</a></p>
  <p>Offer ends in <span class="countdown" data-countdown>23:59:59</span></p>
</section>
<main class="container">
  <h2>What makes it different</h2>
  <div class="benefits">
    ${benefits}
  </div>
  <p>${escapeHtml(product.description)}</p>
  <div class="gallery">
    ${gallery}
  </div>
  <h2>What customers say</h2>
  <div class="testimonials">
    ${avatars}
  </div>
  <div class="badges">${badges}</div>
  <p style="text-align:center"><a class="button" href="/checkout/${product.slug}">Buy now — ${formatPrice(product.price, product.currency)}</a></p>
</main>
<script src="/js/landing.js" defer></script>`;
  return layout({ title: `${product.name} — ${product.tagline}`, head, body });
}

export function checkoutPage(product: DemoProduct): string {
  const body = `<main class="container">
  <h1>Checkout</h1>
  <p>You are ordering <strong>${escapeHtml(product.name)}</strong> for ${formatPrice(product.price, product.currency)}.</p>
  <p>This is a demo store: no order is placed and no payment is taken.</p>
  <p><a class="button" href="/products/${product.slug}">Back to the product</a></p>
</main>`;
  return layout({ title: `Checkout — ${product.name}`, body });
}

export function homePage(): string {
  const cards = demoProducts
    .map((product) => {
      const cover = product.images[0];
      return `<li>
      <a href="/products/${product.slug}">
        ${cover ? `<img src="${cover.path.replace(/\.jpg$/, '-540.jpg')}" width="270" height="270" alt="${escapeHtml(cover.alt)}">` : ''}
        <strong>${escapeHtml(product.name)}</strong>
      </a>
      <span>${formatPrice(product.price, product.currency)}</span>
    </li>`;
    })
    .join('\n    ');
  const body = `<section class="hero"><h1>DemoShop</h1><p>Five pretend products for trying AdReel without the internet.</p></section>
<main class="container">
  <ul class="product-list">
    ${cards}
  </ul>
</main>`;
  return layout({ title: 'DemoShop — pretend products for AdReel demos', body });
}

export function notFoundPage(): string {
  return layout({
    title: 'Not found — DemoShop',
    body: '<main class="container"><h1>Page not found</h1><p>There is nothing at this address.</p></main>',
  });
}
