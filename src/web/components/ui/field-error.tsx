type FieldErrorProps = { id?: string; message?: string };

/** The validation message under a field; nothing when the field is valid. */
export function FieldError({ id, message }: FieldErrorProps) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-red-600">
      {message}
    </p>
  );
}
