/** A topic's words, lower case, spaced once, for comparing topics as whole words. */
function words(topic: string): string {
  return ` ${topic.toLowerCase().replace(/\s+/g, ' ').trim()} `;
}

/**
 * The topics, each once, in their order: a topic equal to an earlier one (in any case), contained in it as whole words
 * ("Dashboards" in "Dashboards and BI"), or containing it, is the same topic said again.
 */
export function distinctTopics(topics: readonly string[]): string[] {
  const kept: string[] = [];
  for (const topic of topics) {
    const own = words(topic);
    if (own.trim() === '') continue;
    if (kept.some((k) => words(k).includes(own) || own.includes(words(k)))) continue;
    kept.push(topic.trim());
  }
  return kept;
}
