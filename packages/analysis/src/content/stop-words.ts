/** Function words and fillers: never a topic, never a phrase worth flagging on their own. */
export const STOP_WORDS = new Set([
  'a', 'an', 'the', 'and', 'or', 'but', 'so', 'if', 'then', 'than', 'that', 'this', 'these', 'those', 'there', 'here',
  'of', 'to', 'in', 'on', 'at', 'by', 'for', 'with', 'from', 'into', 'onto', 'about', 'as', 'up', 'down', 'out', 'over',
  'off', 'it', "it's", 'its', 'is', 'are', 'was', 'were', 'be', 'been', 'being', 'am', 'do', 'does', 'did', 'done',
  'have', 'has', 'had', 'having', 'i', "i'm", "i've", "i'd", "i'll", 'me', 'my', 'we', "we're", "we've", 'us', 'our',
  'you', 'your', "you're", 'he', 'she', 'they', 'them', 'their', 'his', 'her', 'him', 'who', 'what', 'which', 'when',
  'where', 'why', 'how', 'not', 'no', 'yes', 'all', 'any', 'some', 'very', 'really', 'just', 'also', 'too', 'can',
  'could', 'would', 'should', 'will', 'may', 'might', 'must', 'like', 'know', 'mean', 'um', 'uh', 'er', 'ah', 'hmm',
  'oh', 'well', 'kind', 'sort', 'guess', 'think', 'maybe', 'get', 'got', 'go', 'went', 'one', 'more', 'most', 'much',
  'many', 'other', 'such', 'only', 'own', 'same', 'each', 'both', 'few', 'because', 'while', 'after', 'before',
  'again', 'once', 'during', 'until', 'through', 'between', 'against', 'under', 'above', 'below', 'now', 'ok', 'okay',
  'yeah', 'actually', 'basically', 'something', 'thing', 'things', 'lot', 'stuff',
]);
