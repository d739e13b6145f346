import type { FormEvent } from 'react';

/**
 * A form's submit handler that answers only the submit of that very form. React passes a submit
 * event on to the forms around it in the component tree, through portals too: the "Upload image"
 * of a picker's dialog, opened from a blog post's form, would otherwise also save the post.
 */
export function ownSubmit(handler: (event: FormEvent<HTMLFormElement>) => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    if (event.target !== event.currentTarget) return;
    handler(event);
  };
}

/**
 * The submit handler of a form that may be opened from inside another one (a dialog's form): it
 * keeps the submit to itself, whichever form it is opened from.
 */
export function isolatedSubmit(handler: (event: FormEvent<HTMLFormElement>) => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation();
    handler(event);
  };
}
