/**
 * A pure reader of stored text (JSON attributes, ext) that remembers its answer per text: a
 * page reads the same few hundred texts on every render (each channel's ch_ext from the
 * catalogue, the home blocks and the channel pages; each list item's ext several times per
 * block), and parsing them again was a measurable share of a server render (issue #14).
 * Answers are shared between callers, so they must be read-only (the readers' types say so).
 * Bounded: once `limit` texts are held, the oldest half is forgotten.
 */
export function memoByText<T>(read: (text: string) => T, limit = 4096): (text: string) => T {
  const answers = new Map<string, T>();
  return (text) => {
    const known = answers.get(text);
    if (known !== undefined || answers.has(text)) return known as T;
    const answer = read(text);
    if (answers.size >= limit) forgetOldestHalf(answers);
    answers.set(text, answer);
    return answer;
  };
}

/** A Map iterates in insertion order: the first half is the oldest. */
function forgetOldestHalf(answers: Map<string, unknown>) {
  let left = Math.floor(answers.size / 2);
  for (const key of answers.keys()) {
    if (left-- <= 0) break;
    answers.delete(key);
  }
}
