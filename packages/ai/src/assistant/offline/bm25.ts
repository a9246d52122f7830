/** A BM25 index over small documents; scores are relative, so callers compare them with each other. */
export interface SearchIndex {
  search(query: readonly string[]): { index: number; score: number }[];
}

const K1 = 1.2;
const B = 0.75;

export function createIndex(documents: readonly (readonly string[])[]): SearchIndex {
  const count = documents.length;
  const averageLength = documents.reduce((sum, doc) => sum + doc.length, 0) / Math.max(1, count);
  const frequencies = documents.map((doc) => {
    const tf = new Map<string, number>();
    for (const term of doc) tf.set(term, (tf.get(term) ?? 0) + 1);
    return tf;
  });
  const documentFrequency = new Map<string, number>();
  for (const tf of frequencies)
    for (const term of tf.keys()) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);

  const idf = (term: string) => {
    const df = documentFrequency.get(term) ?? 0;
    return Math.log(1 + (count - df + 0.5) / (df + 0.5));
  };

  return {
    search(query) {
      const unique = [...new Set(query)];
      return frequencies
        .map((tf, index) => {
          const length = documents[index]?.length ?? 0;
          let score = 0;
          for (const term of unique) {
            const f = tf.get(term) ?? 0;
            if (f === 0) continue;
            score += (idf(term) * f * (K1 + 1)) / (f + K1 * (1 - B + (B * length) / averageLength));
          }
          return { index, score };
        })
        .filter((hit) => hit.score > 0)
        .sort((a, b) => b.score - a.score || a.index - b.index);
    },
  };
}
