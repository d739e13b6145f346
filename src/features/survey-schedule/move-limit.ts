/**
 * What the visitor reads once their survey's online moves of the day are used up: the API's answer
 * to the refused move, and the private page in place of its times, where the office phone is known.
 */
export const tooManyMovesMessage = (moves: number, phone: string | null = null) =>
  `This survey has been moved ${moves} times today, the most we allow online. Please call us${phone ? ` at ${phone}` : ''} to change it again.`;
