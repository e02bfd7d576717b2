/** The bits of a posting's info byte, shared by the index build and the ranking loops. */

/** The best (lowest) attribute the word appears in: 0–6 hierarchy levels, 7 content. */
export const ATTRIBUTE_MASK = 15
/** The attribute holds exactly this one word (for exactOnSingleWordQuery `attribute`). */
export const WHOLE_ATTRIBUTE_FLAG = 16
/** In merged prefix postings: the record holds the prefix itself as a word. */
export const EXACT_WORD_FLAG = 32
