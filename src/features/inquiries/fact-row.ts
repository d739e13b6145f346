/** One line of a fact shown in words: a label and its value. */
export interface FactRow {
  label: string;
  value: string;
}
