/** Words only, in lower case: "Cameras, installed right!" and "cameras installed right" are one phrase. */
function wordsOf(text: string) {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A slide's caption that says what the page's headline already says beside it is left out. */
export function repeatsHeadline(slideTitle: string, headline: string) {
  return wordsOf(slideTitle) === wordsOf(headline);
}
