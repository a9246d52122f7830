import { EMPTY_TEXT_MESSAGE, ScriptWriterError } from '../../errors.ts';
import { validProduct } from '../valid-product.ts';
import type { ScriptWriter } from '../writer.ts';
import { scriptFromProduct } from './from-product.ts';
import { scriptFromText } from './from-text.ts';

/** The default writer: needs no service, and the same input always gives the same script. */
export function createOfflineScriptWriter(): ScriptWriter {
  return {
    name: 'offline',
    async fromProduct(product, language) {
      return scriptFromProduct(validProduct(product), language);
    },
    async fromText(text, language) {
      if (!/[\p{L}\p{N}]/u.test(text)) throw new ScriptWriterError(EMPTY_TEXT_MESSAGE);
      return scriptFromText(text, language);
    },
  };
}
