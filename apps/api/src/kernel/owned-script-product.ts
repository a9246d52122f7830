import { isUuid, type Product, productSchema } from '@adreel/contracts';
import type { Db } from '@adreel/db';
import { NotFound } from '../domain-errors.ts';
import { MESSAGES } from './messages.ts';

/**
 * The product stored with the caller's own script (null when what is stored does not parse), or 404
 * for a missing, malformed or someone else's id: the scene images and the storyboard both draw from it.
 */
export async function ownScriptProduct(db: Db, userId: string, scriptId: string): Promise<Product | null> {
  if (!isUuid(scriptId)) throw new NotFound(MESSAGES.scriptNotFound);
  const script = await db.script.findFirst({ where: { id: scriptId, userId }, select: { product: true } });
  if (!script) throw new NotFound(MESSAGES.scriptNotFound);
  const product = productSchema.safeParse(script.product);
  return product.success ? product.data : null;
}
