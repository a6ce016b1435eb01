/**
 * A field's refusal in words, under the field: its id goes in the field's `aria-describedby`, so a
 * screen reader reads it with the field.
 * @module
 */

/** See the module comment; nothing when there is no message. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="field-error" data-testid="field-error">
      {message}
    </p>
  ) : null
}
