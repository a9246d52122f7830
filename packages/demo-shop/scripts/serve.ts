/** Runs the demo shop on its own: `DEMO_SHOP_PORT=4100 pnpm --filter @adreel/demo-shop serve`. */
import { startDemoShop } from '../src/server.ts';

const port = Number(process.env.DEMO_SHOP_PORT ?? 4100);
const host = process.env.DEMO_SHOP_HOST ?? '127.0.0.1';
const shop = await startDemoShop({ host, port });
console.log(`demo shop listening on ${shop.origin}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    shop.close().then(() => process.exit(0));
  });
}
