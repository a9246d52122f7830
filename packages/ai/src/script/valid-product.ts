import { type Product, productSchema } from '@adreel/contracts';
import { ScriptWriterError } from '../errors.ts';

/** Callers pass data from extraction or the database; a broken record is a clean failure, not a crash later. */
export function validProduct(product: Product): Product {
  const parsed = productSchema.safeParse(product);
  if (!parsed.success)
    throw new ScriptWriterError('The product details are incomplete, so no script could be written.');
  return parsed.data;
}
