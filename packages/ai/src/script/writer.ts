import type { LanguageCode, Product, ScriptContent, ScriptWriterName } from '@adreel/contracts';

/** `language` is the script's language (issue 25); absent, the writer follows the product or the text. */
export interface ScriptWriter {
  readonly name: ScriptWriterName;
  fromProduct(product: Product, language?: LanguageCode): Promise<ScriptContent>;
  fromText(text: string, language?: LanguageCode): Promise<ScriptContent>;
}
