import { useTranslation } from "~/i18n/react";
import { SettingsField, type SectionFormState } from "./settings-form-parts";
import {
  figureField,
  figureSlots,
  languageSuffixes,
  quoteField,
  quoteSlots,
  showcaseLimits,
} from "./showcase.schema";

/** The Swedish text is the one a filled slot needs; the others may stay empty. */
const languageNotes = {
  Sv: "business.inSwedish",
  Fi: "business.inFinnishOptional",
  En: "business.inEnglishOptional",
} as const;

function TranslatableFields({
  field,
  label,
  state,
  rows,
  maxLength,
}: {
  field: (suffix: string) => string;
  label: string;
  state: SectionFormState;
  rows?: number;
  maxLength: number;
}) {
  const { t } = useTranslation("settings");
  return languageSuffixes.map((suffix) => (
    <SettingsField
      key={suffix}
      name={field(suffix)}
      label={label}
      labelNote={t(languageNotes[suffix])}
      state={state}
      rows={rows}
      maxLength={maxLength}
    />
  ));
}

/** A group of numbered slots, each its own fieldset, under a legend and a hint. */
function SlotGroup<T extends number>({
  title,
  hint,
  slots,
  slotLegend,
  className,
  children,
}: {
  title: string;
  hint: string;
  slots: readonly T[];
  slotLegend: (slot: T) => string;
  className: string;
  children: (slot: T) => React.ReactNode;
}) {
  return (
    <fieldset className="space-y-4">
      <legend className="text-sm font-semibold text-snow">{title}</legend>
      <p className="text-sm text-mist">{hint}</p>
      {slots.map((slot) => (
        <fieldset
          key={slot}
          className={`grid gap-4 rounded-xl border border-line p-4 ${className}`}
        >
          <legend className="px-1 text-sm text-mist">{slotLegend(slot)}</legend>
          {children(slot)}
        </fieldset>
      ))}
    </fieldset>
  );
}

/** The hero's figures: up to three slots of a value and its label in three languages. */
export function FigureFields({ state }: { state: SectionFormState }) {
  const { t } = useTranslation("settings");
  return (
    <SlotGroup
      title={t("business.figures")}
      hint={t("business.figuresHint")}
      slots={figureSlots}
      slotLegend={(slot) => t("business.figure", { number: slot })}
      className="sm:grid-cols-4"
    >
      {(slot) => (
        <>
          <SettingsField
            name={figureField(slot, "Value")}
            label={t("business.figureValue")}
            hint={t("business.figureValueHint")}
            state={state}
            maxLength={showcaseLimits.figureValue}
          />
          <TranslatableFields
            field={(suffix) => figureField(slot, `Label${suffix}`)}
            label={t("business.figureLabel")}
            state={state}
            maxLength={showcaseLimits.figureLabel}
          />
        </>
      )}
    </SlotGroup>
  );
}

/** The owner's testimonials: up to three slots of a name, a service and the quote. */
export function TestimonialFields({ state }: { state: SectionFormState }) {
  const { t } = useTranslation("settings");
  return (
    <SlotGroup
      title={t("business.testimonials")}
      hint={t("business.testimonialsHint")}
      slots={quoteSlots}
      slotLegend={(slot) => t("business.testimonial", { number: slot })}
      className="sm:grid-cols-3"
    >
      {(slot) => (
        <>
          <SettingsField
            name={quoteField(slot, "Name")}
            label={t("business.testimonialName")}
            state={state}
            maxLength={showcaseLimits.quoteName}
            className="sm:col-span-3"
          />
          <TranslatableFields
            field={(suffix) => quoteField(slot, `Service${suffix}`)}
            label={t("business.testimonialService")}
            state={state}
            maxLength={showcaseLimits.quoteService}
          />
          <TranslatableFields
            field={(suffix) => quoteField(slot, `Text${suffix}`)}
            label={t("business.testimonialText")}
            state={state}
            rows={5}
            maxLength={showcaseLimits.quoteText}
          />
        </>
      )}
    </SlotGroup>
  );
}
