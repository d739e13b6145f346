const CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

/** Names for a Mantine Pagination's arrow buttons, which show only an icon: `getControlProps={paginationControlLabels}`. */
export function paginationControlLabels(control: keyof typeof CONTROL_LABELS) {
  return { 'aria-label': CONTROL_LABELS[control] };
}
