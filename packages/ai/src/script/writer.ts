import type { Product, ScriptContent, ScriptWriterName } from '@adreel/contracts';

export interface ScriptWriter {
  readonly name: ScriptWriterName;
  fromProduct(product: Product): Promise<ScriptContent>;
  fromText(text: string): Promise<ScriptContent>;
}
