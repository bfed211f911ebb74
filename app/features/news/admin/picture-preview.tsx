import { useEffect, useState } from "react";

/**
 * The picture file field, with the chosen picture shown before the form is saved (decision
 * 100): read in the browser (a blob: address, which the CSP allows for images), never sent
 * until Save. Without scripts the field works as a plain file field.
 */
export function PicturePreview({
  id,
  alt,
  describedBy,
  invalid,
}: {
  id: string;
  alt: string;
  describedBy: string;
  invalid: boolean;
}) {
  const [url, setUrl] = useState<string | null>(null);
  // The previous preview's memory is given back when another is chosen or the editor closes.
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);
  return (
    <>
      <input
        id={id}
        type="file"
        name="image"
        accept="image/jpeg,image/png,image/webp"
        aria-describedby={describedBy}
        aria-invalid={invalid ? true : undefined}
        className="block max-w-full text-sm"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          setUrl(file && file.type.startsWith("image/") ? URL.createObjectURL(file) : null);
        }}
      />
      {url && (
        <img
          src={url}
          alt={alt}
          data-testid="picture-preview"
          className="mt-4 max-h-64 w-auto max-w-full rounded-xl border border-line object-contain"
        />
      )}
    </>
  );
}
