/**
 * The call log's full-text search (docs/product.md#searching-the-call-log): the words of the summary and of every
 * transcript turn, stemmed as English, matched against what the reader typed (web-search syntax: words, "a phrase",
 * or, -word). The expression is the calls_text_search_index's, word for word, so PostgreSQL reads that index.
 */
export const CALL_SEARCH_CONFIG = 'english';

/** The call's searchable words; every function in it is immutable, as an index expression must be. */
export const CALL_SEARCH_VECTOR =
  `(to_tsvector('${CALL_SEARCH_CONFIG}'::regconfig, coalesce("summary", '')) || ` +
  `jsonb_to_tsvector('${CALL_SEARCH_CONFIG}'::regconfig, coalesce(jsonb_path_query_array("transcript", '$[*].text'), '[]'::jsonb), '["string"]'::jsonb))`;

/**
 * Words callers and receptionists write both joined and apart: a search for either form finds both. Stemming cannot
 * join them ("callback" and "call back" share no stem), and a thesaurus dictionary would be a file on the database
 * server, which a migration cannot install.
 */
const JOINED_WORDS: Record<string, string> = {
  callback: 'call back',
  voicemail: 'voice mail',
  checkup: 'check up',
  followup: 'follow up',
  walkin: 'walk in',
};

/** The typed text with each such word written apart (both words, anywhere), and with each written joined. */
export function searchVariants(q: string): string[] {
  let apartForm = q;
  let joinedForm = q;
  for (const [joined, apart] of Object.entries(JOINED_WORDS)) {
    const either = new RegExp(`\\b(?:${joined}|${apart.replace(' ', '[\\s-]+')})\\b`, 'gi');
    apartForm = apartForm.replace(either, apart);
    joinedForm = joinedForm.replace(either, joined);
  }
  return apartForm === joinedForm ? [q] : [apartForm, joinedForm];
}

/** The condition a call's words meet the typed text on (any of its variants), its parameters bound. */
export function callTextMatch(q: string): { sql: string; params: string[] } {
  const variants = searchVariants(q);
  const query = variants.map(() => `websearch_to_tsquery('${CALL_SEARCH_CONFIG}', ?)`).join(' || ');
  return { sql: `${CALL_SEARCH_VECTOR.replaceAll('"summary"', 'c.summary').replaceAll('"transcript"', 'c.transcript')} @@ (${query})`, params: variants };
}
