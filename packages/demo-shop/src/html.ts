import { escapeHtml } from '@adreel/contracts';

/** JSON for a <script> block: `<` is escaped so no value can close the script element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(/</g, '\\u003c');
}

export function layout(options: { title: string; head?: string; body: string; lang?: string }): string {
  return `<!doctype html>
<html lang="${options.lang ?? 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)}</title>
<link rel="icon" type="image/png" href="/images/shared/favicon.png">
<link rel="stylesheet" href="/css/shop.css">
${options.head ?? ''}
</head>
<body>
<header class="site-header">
  <a href="/"><img src="/images/shared/logo.png" width="120" height="30" alt="DemoShop logo"></a>
  <nav><a href="/">Shop</a><a href="/#about">About</a><a href="/#contact">Contact</a></nav>
</header>
${options.body}
<footer class="site-footer">
  <p>DemoShop is a pretend store bundled with AdReel for offline demos. Nothing here is for sale.</p>
</footer>
</body>
</html>
`;
}
