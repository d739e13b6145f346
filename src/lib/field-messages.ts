/** `{field: [messages]}` of an API error, or of a form checked with the API's schema. */
export type FieldMessageLists = Record<string, string[]>;

/** The first message of each field: what a form shows under the input. Imports nothing, so light pages can use it. */
export function firstMessages(errors: FieldMessageLists): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([, messages]) => messages.length > 0)
      .map(([name, messages]) => [name, messages[0]]),
  );
}
