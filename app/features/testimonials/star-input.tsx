import { clsx } from "clsx";
import { Star } from "lucide-react";
import { useId } from "react";
import { useWatch } from "react-hook-form";
import { FieldError } from "~/components/forms/form-field";
import { useRouteFormContext } from "~/components/forms/route-form";
import { useTranslation } from "~/i18n/react";
import { maxRating } from "./testimonials";

/**
 * The rating as a radio group of five stars: arrow keys move between them, each is read out as
 * "3 stjärnor", and the stars up to the chosen one light up. Posts "1"…"5" without scripts.
 */
export function StarInput({ name }: { name: string }) {
  const { t } = useTranslation("feedback");
  const { form, errorFor } = useRouteFormContext();
  const chosen = Number(useWatch({ control: form.control, name }) ?? 0);
  const error = errorFor(name);
  const id = useId();
  const registration = form.register(name);
  const start = String(form.formState.defaultValues?.[name] ?? "");
  return (
    <fieldset>
      <legend id={`${id}-legend`} className="mb-2 block text-sm font-semibold text-snow">
        {t("form.rating")}
      </legend>
      <div
        role="radiogroup"
        aria-labelledby={`${id}-legend`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="flex gap-1"
      >
        {Array.from({ length: maxRating }, (_, index) => {
          const value = index + 1;
          return (
            <label key={value} className="relative cursor-pointer rounded-lg p-1">
              <input
                type="radio"
                value={String(value)}
                defaultChecked={start === String(value)}
                {...registration}
                // Over the star, invisible: the star is what is clicked, the radio what is read.
                className="peer absolute inset-0 size-full cursor-pointer opacity-0"
              />
              <Star
                aria-hidden="true"
                className={clsx(
                  "size-8 rounded-md transition-colors peer-checked:fill-ember peer-checked:text-ember peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-aurora",
                  value <= chosen ? "fill-ember text-ember" : "text-mist hover:text-ember",
                )}
              />
              <span className="sr-only">
                {value === 1 ? t("form.starOne") : t("form.starMany", { count: value })}
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
