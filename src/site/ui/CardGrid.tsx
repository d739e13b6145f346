import type { ReactNode } from 'react';

/**
 * A list of cards: one column on phones, two from 640 px, `columns` from 1024 px. A row that is not
 * full is centered (`.card-grid` in globals.css), so a last card never sits alone in a corner beside
 * empty cells; four cards in a three-column list stand two by two instead of three and one.
 */
export function CardGrid({
  children,
  count,
  columns = 3,
  as: List = 'ul',
  className = '',
}: {
  /** The cards: `<li>` in a `ul`, any element in a `div`. */
  children: ReactNode;
  as?: 'ul' | 'div';
  /** How many cards there are, when it decides the columns (four cards: two by two). */
  count?: number;
  columns?: 2 | 3;
  className?: string;
}) {
  const wide = columns === 3 && count !== 4 ? '3' : '2';
  return (
    <List data-columns={wide} className={`card-grid ${className}`}>
      {children}
    </List>
  );
}
